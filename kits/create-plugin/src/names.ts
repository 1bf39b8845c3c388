/** What a plugin is called where: derived from one name the author gives (`my-plugin`). */
export interface PluginNames {
  /** The npm package's name and the plugin's id, lower case with dashes: `my-plugin`. */
  id: string;
  /** The Atrium package's and application's name, which is also its folder's: `MyPlugin`. */
  name: string;
  /** What the user reads: `My Plugin`. */
  title: string;
}

export type NamesCheck = { ok: true; names: PluginNames } | { ok: false; problem: string };

/** The longest name Atrium takes for a package (server/contract/packages.ts allows 64 characters). */
const MAX_NAME_LENGTH = 64;

/**
 * The names of a plugin called `given`: words separated by dashes, underscores, dots, spaces or a
 * change to capitals (`my-plugin`, `MyPlugin`, `my plugin`), of ASCII letters and digits, the first
 * starting with a letter.
 */
export function pluginNames(given: string): NamesCheck {
  const words = given
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_.\s]+/)
    .filter((word) => word !== '');
  if (words.length === 0 || !words.every((word) => /^[A-Za-z0-9]+$/.test(word)) || !/^[A-Za-z]/.test(words[0] ?? '')) {
    return { ok: false, problem: `'${given}' cannot name a plugin: use letters, digits and dashes, starting with a letter, such as my-plugin` };
  }
  const capitalized = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
  const names = { id: words.join('-').toLowerCase(), name: capitalized.join(''), title: capitalized.join(' ') };
  if (names.id.length > MAX_NAME_LENGTH) return { ok: false, problem: `'${given}' is longer than ${MAX_NAME_LENGTH} characters` };
  return { ok: true, names };
}
