export { en_EN } from './en_EN';
export { createI18n, DEFAULT_LOCALE } from './i18n';
export { I18nextProvider, useTranslation } from 'react-i18next';
