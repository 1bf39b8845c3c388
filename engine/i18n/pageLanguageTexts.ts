import type { PostProcessorModule } from 'i18next';

/**
 * The shell's texts written in a translation-service language, by language and key, where the spec
 * asks for them: the widget labels in Persian
 * (docs/features/settings.md#right-to-left, with the widget menu's Set Color and Set Font, and the Home
 * widget's name beside the Digital Clock in the same list). Everything else in such a language
 * stays in the locale's tables, for the translation service.
 */
export const PAGE_LANGUAGE_TEXTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  fa: {
    'widgets.add': 'افزودن ابزارک',
    'widgets.remove': 'حذف ابزارک',
    'widgets.digitalClock': 'ساعت دیجیتال',
    'widgets.home': 'خانه',
    'widgets.setColor': 'تنظیم رنگ',
    'widgets.setFont': 'تنظیم قلم',
  },
};

/** The language of the page, `<html lang>` as applyDocumentLocale writes it; none outside a browser. */
const pageLanguage = (): string => (typeof document === 'undefined' ? '' : document.documentElement.lang);

/**
 * Gives a key the page language's own text where PAGE_LANGUAGE_TEXTS has one (`fa`, `fa-IR`), so
 * that text shows whenever the page is in that language, whichever locale's tables are loaded.
 * i18next keeps post-processors in one registry for every instance: this one reads the page.
 */
export const pageLanguageTexts: PostProcessorModule = {
  type: 'postProcessor',
  name: 'pageLanguageTexts',
  process(value, key) {
    const texts = PAGE_LANGUAGE_TEXTS[pageLanguage().split('-', 1)[0]?.toLowerCase() ?? ''];
    if (!texts) return value;
    const keys = typeof key === 'string' ? [key] : key;
    return keys.map((one) => texts[one]).find((text) => text !== undefined) ?? value;
  },
};
