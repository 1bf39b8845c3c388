import { Value } from '@sinclair/typebox/value';
import { KEY_CHORD, KNOWN_LOCALES, SettingsSchema, THEME_CHOICES, type Settings } from '../contract';

/** A value a settings document may not hold: where it is (a JSON pointer) and why, naming the field. */
export interface Misfit {
  path: string;
  message: string;
}

/** Each value that fails its part of the Settings schema, in document order; a lazy walk, so the first costs only itself. */
export function* schemaMisfits(doc: unknown): Generator<Misfit> {
  for (const error of Value.Errors(SettingsSchema, doc)) yield { path: error.path, message: `settings${error.path} ${error.message}` };
}

/** The first thing that makes `doc` no Settings, naming the field; undefined when it is one. */
export function invalidField(doc: unknown): string | undefined {
  for (const misfit of schemaMisfits(doc)) return misfit.message;
  return undefined;
}

/**
 * The values in `settings` that the schema lets through but the browser cannot use: stored, each
 * would break the user's next sign-in.
 */
export function unreadableValues(settings: Settings): Misfit[] {
  const misfits: Misfit[] = [];
  const language = settings.locale?.language;
  if (language !== undefined && !(KNOWN_LOCALES as readonly string[]).includes(language)) {
    misfits.push({ path: '/locale/language', message: `settings/locale/language '${language}' is not one of ${KNOWN_LOCALES.join(', ')}` });
  }
  const theme = settings.desktop?.theme;
  if (theme !== undefined && !(THEME_CHOICES as readonly string[]).includes(theme)) {
    misfits.push({ path: '/desktop/theme', message: `settings/desktop/theme '${theme}' is not one of ${THEME_CHOICES.join(', ')}` });
  }
  for (const [id, chord] of Object.entries(settings.desktop?.keybindings ?? {})) {
    if (KEY_CHORD.test(chord)) continue;
    const path = `/desktop/keybindings/${pointerKey(id)}`;
    misfits.push({ path, message: `settings/desktop/keybindings/${id} '${chord}' is no key chord such as "Ctrl+Shift+F3"` });
  }
  return misfits;
}

/** The first value in `settings` that the browser cannot use, naming its field; undefined when there is none. */
export function unreadableField(settings: Settings): string | undefined {
  return unreadableValues(settings)[0]?.message;
}

/** `key` as one step of a JSON pointer (RFC 6901), as TypeBox writes error paths. */
function pointerKey(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}
