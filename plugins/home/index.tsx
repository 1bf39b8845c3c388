import { definePlugin, useTranslation, useValue, type PluginWindows } from '../../sdk';
import { PanelButton } from '../common';
import { HOME_ITEM_ID } from './constants';
import { HOME_STRINGS } from './strings';

/**
 * The home button (docs/features/panel.md): minimizes every open window, and is
 * highlighted while the desktop shows no window — none open, or all minimized.
 */
export const home = definePlugin({
  id: HOME_ITEM_ID,
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(HOME_STRINGS));
    ctx.panel.register({ id: HOME_ITEM_ID, slot: 'end', order: 20, render: () => <HomeButton windows={ctx.windows} /> });
  },
});

function HomeButton({ windows }: { windows: PluginWindows }) {
  const { t } = useTranslation();
  const showing = useValue(windows.list).some((entry) => !entry.minimized);
  return (
    <PanelButton label={t('home.label')} highlighted={!showing} aria-pressed={!showing} onClick={() => windows.minimizeAll()}>
      <svg viewBox="0 0 20 20" aria-hidden="true">
        <path d="M3 9.5 10 3l7 6.5M5 8v9h4v-5h2v5h4V8" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
      </svg>
    </PanelButton>
  );
}
