import type { WidgetData } from '../../server/contract';

export interface DataTableProps {
  data: WidgetData;
  caption: string;
  formatNumber: (value: number) => string;
  /** Drills into a row; null when the level does not drill. */
  onDrill: ((row: number) => void) | null;
  /** The label of a row's drill-down button. */
  drillLabel: (row: number) => string;
}

/**
 * A widget's rows as a table: the chart's accessible alternative and the table chart type. When
 * the level drills down, each row's first cell is a button that does, so that the keyboard and a
 * screen reader reach every element a click on the chart would.
 */
export function DataTable({ data, caption, formatNumber, onDrill, drillLabel }: DataTableProps) {
  const cell = (value: string | number | null | undefined) => (typeof value === 'number' ? formatNumber(value) : (value ?? ''));
  return (
    <div className="dashboard-table">
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {data.columns.map((column) => (
              <th key={column.key} scope="col" className={column.role === 'value' ? 'dashboard-table__number' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, index) => (
            // Rows have no id of their own; their order is the query's, stable for one answer.
            <tr key={index}>
              {data.columns.map((column, at) => (
                <td key={column.key} className={column.role === 'value' ? 'dashboard-table__number' : undefined}>
                  {at === 0 && onDrill ? (
                    <button type="button" className="dashboard-table__drill" aria-label={drillLabel(index)} onClick={() => onDrill(index)}>
                      {cell(row[column.key])}
                    </button>
                  ) : (
                    cell(row[column.key])
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
