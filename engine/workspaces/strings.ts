import type { LocaleTables } from '../i18n';
import en_EN from './locales/en_EN';

/** The workspaces' shortcut descriptions. One file per locale in ./locales; English is bundled, the others load when the page switches to them. */
export const WORKSPACES_STRINGS: LocaleTables<typeof en_EN> = {
  en_EN,
  load: {
    de_DE: () => import('./locales/de_DE'),
    fr_FR: () => import('./locales/fr_FR'),
    nb_NO: () => import('./locales/nb_NO'),
    sl_SI: () => import('./locales/sl_SI'),
    vi_VN: () => import('./locales/vi_VN'),
    zh_CN: () => import('./locales/zh_CN'),
  },
};
