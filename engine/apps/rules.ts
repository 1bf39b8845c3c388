import type { PackageMetadata, ProfileApp } from '../../server/contract';
import { CATEGORIES, FALLBACK_LOCALE, OTHER_CATEGORY } from './constants';

/**
 * Whether the user may see and launch a package (docs/features/apps-and-plugins.md#launching): anything that is not an
 * application, an application every organisation gets, or one in the user's app list.
 */
export function isVisible(pkg: PackageMetadata, userApps: ReadonlySet<string>): boolean {
  return pkg.type !== 'application' || pkg.defaultAppforOrgs === true || userApps.has(pkg.name);
}

/** The autostart flag: true, or true, 1, yes, y in any case, trimmed (docs/features/apps-and-plugins.md#launching). */
export function isAutostart(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value !== 'string') return false;
  return ['true', '1', 'yes', 'y'].includes(value.trim().toLowerCase());
}

/** A spec category key, or 'other' for any the menu does not know. */
export function categoryOf(category: string | undefined): string {
  return category !== undefined && CATEGORIES.has(category) ? category : OTHER_CATEGORY;
}

/** The title in `locale`, else in English, else any; a blank one is never used (docs/features/apps-and-plugins.md#launching). */
export function titleIn(title: Readonly<Record<string, string>>, locale: string, fallback: string): string {
  const candidates = [title[locale], title[FALLBACK_LOCALE], ...Object.values(title)];
  return candidates.find((text) => text !== undefined && text.trim() !== '') ?? fallback;
}

/** A mobile user agent, on which desktop-only apps do not start. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);
}

/** The profile's `start_options`, a JSON string that may hold name, appId, title, type, autostart. */
export function startOptions(app: ProfileApp): Readonly<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse(app.start_options);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
