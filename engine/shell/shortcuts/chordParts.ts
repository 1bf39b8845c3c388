import { parseChord } from '../../extensions';
import { KEY_LABELS, MAC_MODIFIERS } from './constants';

/** Which modifier names the user's keyboard shows. */
export type KeyboardPlatform = 'mac' | 'windows' | 'other';

/** The names of keys that differ by language: the modifiers outside a Mac (German keyboards say Strg), and Space. */
export interface KeyNames {
  ctrl: string;
  alt: string;
  shift: string;
  /** The Windows key on Windows, Super elsewhere. */
  meta: string;
  /** The space bar, which prints no name: the one the user's language gives it (German: Leertaste). */
  space: string;
}

/** The code of the key a letter or digit chord means: chords match those by position (see chordMatches). */
function positionCode(key: string): string | null {
  if (/^[a-z]$/.test(key)) return `Key${key.toUpperCase()}`;
  if (/^[0-9]$/.test(key)) return `Digit${key}`;
  return null;
}

/** The key's label: where a letter or digit is on the user's layout (AZERTY's Alt+A is pressed on Q), Space in the user's language, or its name. */
function keyLabel(key: string, layout: ReadonlyMap<string, string> | null, names: KeyNames): string {
  if (key === 'space') return names.space;
  const code = positionCode(key);
  const typed = code === null ? undefined : layout?.get(code);
  if (typed !== undefined) return typed.toUpperCase();
  if (code !== null) return key.toUpperCase();
  const named = KEY_LABELS[key];
  if (named !== undefined) return named;
  return /^f\d+$/.test(key) ? key.toUpperCase() : key.charAt(0).toUpperCase() + key.slice(1);
}

/**
 * A chord as the keys to show, one label a key: the platform's modifier names, then the key as the
 * user's layout prints it where the browser tells the layout (Plus as '+', Space by its name).
 *
 * @example
 * chordParts('Ctrl+Alt+ArrowLeft', 'mac', null, names) // ['⌃', '⌥', '←']
 * chordParts('Alt+A', 'other', new Map([['KeyA', 'q']]), names) // ['Alt', 'Q']
 * chordParts('Ctrl+Plus', 'other', null, names) // ['Ctrl', '+']
 */
export function chordParts(chord: string, platform: KeyboardPlatform, layout: ReadonlyMap<string, string> | null, names: KeyNames): string[] {
  const parsed = parseChord(chord);
  const labels = platform === 'mac' ? MAC_MODIFIERS : names;
  const modifiers = (['ctrl', 'alt', 'shift', 'meta'] as const).filter((modifier) => parsed[modifier]).map((modifier) => labels[modifier]);
  return [...modifiers, keyLabel(parsed.key, layout, names)];
}

/** The platform from what the browser says of it (`navigator.userAgentData.platform`, else the user agent). */
export function keyboardPlatform(platform: string): KeyboardPlatform {
  if (/mac|iphone|ipad/i.test(platform)) return 'mac';
  return /win/i.test(platform) ? 'windows' : 'other';
}
