/** The drill-down errors of docs/features/dashboards.md#in-the-browser; `key` names the missing value of `missingValue`. */
export type DrillErrorCode = 'unknownTarget' | 'noContext' | 'missingValue' | 'noWidget';

/** A drill-down that cannot go on: the widget shows its translated message instead of a blank chart. */
export class DrillError extends Error {
  constructor(
    readonly code: DrillErrorCode,
    readonly key = '',
  ) {
    super(code === 'missingValue' ? `${code}: ${key}` : code);
    this.name = 'DrillError';
  }
}
