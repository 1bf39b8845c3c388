import type { Column } from '../../server/contract';

type Row = Readonly<Record<string, string | number | null>>;

const text = (value: string | number | null | undefined): string | undefined => (value === null || value === undefined ? undefined : String(value));

/**
 * The data context of a clicked chart element (docs/features/dashboards.md#in-the-browser): its category, value and
 * date read into the spec's keys — categoryX, valueY and dateX for the charts here, whose
 * categories run along x; categoryY, valueX and dateY as the same reading seen from the other
 * axis; and openValueY and the like where the row has an `open…` column. Every column of the
 * row is there by its own key too, so that a template can name one (`${file}`).
 */
export function dataContext(columns: readonly Column[], row: Row): Record<string, string> {
  const context: Record<string, string> = {};
  for (const column of columns) {
    const value = text(row[column.key]);
    if (value !== undefined) context[column.key] = value;
  }
  const category = columns.find((column) => column.role === 'category');
  const value = columns.find((column) => column.role === 'value' && !column.key.startsWith('open'));
  const date = columns.find((column) => column.role === 'date');
  const set = (key: string, column: Column | undefined) => {
    const read = column && text(row[column.key]);
    if (read !== undefined) context[key] = read;
  };
  set('categoryX', category);
  set('categoryY', category);
  set('valueY', value);
  set('valueX', value);
  set('dateX', date);
  set('dateY', date);
  for (const column of columns) {
    if (!/^open[A-Z]/.test(column.key)) continue;
    const read = text(row[column.key]);
    if (read === undefined) continue;
    const kind = column.role === 'date' ? 'Date' : column.role === 'category' ? 'Category' : 'Value';
    context[`open${kind}X`] = read;
    context[`open${kind}Y`] = read;
  }
  return context;
}
