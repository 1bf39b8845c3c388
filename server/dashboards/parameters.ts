import { DASHBOARD_MESSAGES, type Filter } from '../contract';

/** A query's parameter: its name, whether the query needs it, and what its values must look like. */
export interface Parameter {
  name: string;
  required: boolean;
  kind: ParameterKind;
}

/** year: YYYY; month: YYYY-MM; text: any name (a region, a category), matched exactly. */
export type ParameterKind = 'year' | 'month' | 'text';

const FORMATS: Record<Exclude<ParameterKind, 'text'>, { pattern: RegExp; expected: string }> = {
  year: { pattern: /^\d{4}$/, expected: 'a year (YYYY)' },
  month: { pattern: /^\d{4}-(0[1-9]|1[0-2])$/, expected: 'a month (YYYY-MM)' },
};

// No stored name holds a control character or half a surrogate pair (PostgreSQL would even refuse
// a NUL in a parameter): a value with one is a name of nothing.
const UNMATCHABLE = /\p{Cc}|\p{Cs}/u;

/** A filter checked against a query: refused with the reason, or the values to bind. */
export type CheckedFilter =
  | { kind: 'refused'; message: string }
  /** `matchesNothing`: a value no row can have, so the query need not run. */
  | { kind: 'checked'; values: Readonly<Record<string, string>>; matchesNothing: boolean };

/** Checks `filter` against the parameters of query `query`: every name known, every required one there, every value well-formed. */
export function checkFilter(query: string, parameters: readonly Parameter[], filter: Filter): CheckedFilter {
  const known = parameters.map((parameter) => parameter.name);
  for (const name of Object.keys(filter)) {
    if (!known.includes(name)) return { kind: 'refused', message: DASHBOARD_MESSAGES.unknownParameter(query, name, known) };
  }
  let matchesNothing = false;
  for (const parameter of parameters) {
    const value = filter[parameter.name];
    if (value === undefined) {
      if (parameter.required) return { kind: 'refused', message: DASHBOARD_MESSAGES.missingParameter(query, parameter.name) };
      continue;
    }
    if (parameter.kind === 'text') {
      if (UNMATCHABLE.test(value)) matchesNothing = true;
      continue;
    }
    const format = FORMATS[parameter.kind];
    if (!format.pattern.test(value)) return { kind: 'refused', message: DASHBOARD_MESSAGES.badValue(parameter.name, format.expected, value) };
  }
  return { kind: 'checked', values: filter, matchesNothing };
}

/** A widget's own filter under the request's: the request's values win, the widget's stay unless replaced. */
export function mergeFilters(fixed: Filter, requested: Filter | undefined): Filter {
  return { ...fixed, ...requested };
}
