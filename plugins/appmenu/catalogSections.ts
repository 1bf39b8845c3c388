import type { CatalogEntry } from '../../sdk';

/** One collapsible section of the menu: a category and its applications. */
export interface CatalogSection {
  /** The translated label, which also identifies the section: categories that share a label share a section. */
  label: string;
  apps: readonly CatalogEntry[];
}

export interface SectionOptions {
  /** What the user typed; matched case-insensitively anywhere in an application's title. */
  query: string;
  /** The translated label of a category key. */
  categoryLabel: (category: string) => string;
  compare: (a: string, b: string) => number;
}

/** Whether `title` contains `query`, ignoring case and the query's surrounding spaces. */
export function matchesQuery(title: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return needle === '' || title.toLocaleLowerCase().includes(needle);
}

/**
 * The menu's sections: the applications matching the query, grouped by their category's label,
 * sections sorted by label and applications by title. Sections with no match are left out.
 */
export function catalogSections(catalog: readonly CatalogEntry[], options: SectionOptions): CatalogSection[] {
  const { query, categoryLabel, compare } = options;
  const byLabel = new Map<string, CatalogEntry[]>();
  for (const entry of catalog) {
    if (!matchesQuery(entry.title, query)) continue;
    const label = categoryLabel(entry.category);
    const apps = byLabel.get(label);
    if (apps) apps.push(entry);
    else byLabel.set(label, [entry]);
  }
  return [...byLabel]
    .map(([label, apps]) => ({ label, apps: apps.sort((a, b) => compare(a.title, b.title)) }))
    .sort((a, b) => compare(a.label, b.label));
}
