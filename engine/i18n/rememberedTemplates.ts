import type { i18n as I18n } from 'i18next';
import { rememberString } from './rememberedStrings';

/** What i18next's lookup found for a key: the string and where (language, namespace) it came from. */
interface Resolved {
  res?: unknown;
}

/** The part of i18next's translator that `t` runs: the lookup, then interpolation and post-processing. */
interface Translator {
  resolve(keys: readonly string[], options: object): Resolved | undefined;
  extendTranslation(res: string, keys: readonly string[], options: object, resolved: Resolved): unknown;
}

/**
 * Options that choose which string a key reads, or how: with any of them the whole of i18next's
 * `t` runs. Anything else is a value to interpolate.
 */
const CHOOSING_OPTIONS = new Set([
  'count',
  'context',
  'ordinal',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'keyPrefix',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'replace',
  'interpolation',
  'skipInterpolation',
  'postProcess',
  'nsSeparator',
  'keySeparator',
]);

const onlyValues = (values: Record<string, unknown>) => Object.keys(values).every((name) => !CHOOSING_OPTIONS.has(name) && !name.startsWith('defaultValue'));

/**
 * `t(key, { ...values, ns })` with the key's lookup remembered until the language or a table
 * changes (see `rememberString`): only the interpolation runs per call. Opening ten thousand
 * windows of an app that puts its launch number in the title looked the same key up ten
 * thousand times; i18next's lookup is most of a call's cost. Falls back to `translate` (the full
 * `t`) when an option chooses the string (a plural, a context, a default) or the key is missing.
 * `scope` must name what the lookup depends on besides the key and `ns` (a key prefix, a language).
 */
export function translateValues(
  i18n: I18n,
  scope: string,
  key: string,
  ns: string | readonly string[] | undefined,
  values: Record<string, unknown>,
  translate: () => unknown,
): unknown {
  const translator = (i18n as unknown as { translator?: Translator }).translator;
  if (!translator || !onlyValues(values)) return translate();
  const resolved = rememberString(i18n, `\u0002template\u0000${scope}\u0000${String(ns ?? '')}\u0000${key}`, () => translator.resolve([key], { ns })) as
    | Resolved
    | undefined;
  if (typeof resolved?.res !== 'string' || resolved.res === '') return translate();
  return translator.extendTranslation(resolved.res, [key], { ...values, ns }, resolved);
}
