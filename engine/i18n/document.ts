import { directionOf } from './direction';
import { toLanguageTag } from './locales';

/** Marks the page as written in `locale`: `<html lang>` as a BCP 47 tag (de-DE) and `dir`. */
export function applyDocumentLocale(doc: Document, locale: string): void {
  doc.documentElement.lang = toLanguageTag(locale);
  doc.documentElement.dir = directionOf(locale);
}
