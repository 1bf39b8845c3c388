import { DrillError } from './drillError';

const PLACEHOLDER = /\$\{([^}]*)\}/g;

/**
 * Fills a `${key}` template (a drill-down's filter value or title) from `values`. A key without
 * a value is an error (docs/features/dashboards.md#in-the-browser), never an empty string in a query.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (_match, key: string) => {
    const name = key.trim();
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) throw new DrillError('missingValue', name);
    return value;
  });
}

/** Fills each value of a filter template. */
export function fillFilter(template: Readonly<Record<string, string>>, values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(template).map(([name, value]) => [name, fillTemplate(value, values)]));
}
