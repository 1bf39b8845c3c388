import { failureText } from '../common';
import { DrillError, type DrillErrorCode } from './drillError';

/** Why a widget or dashboard shows a message: a drill-down rule (translated by the view), or the server's words. */
export type Problem = { kind: 'drill'; code: DrillErrorCode; key: string } | { kind: 'request'; text: string };

export const problemOf = (error: unknown): Problem =>
  error instanceof DrillError ? { kind: 'drill', code: error.code, key: error.key } : { kind: 'request', text: failureText(error) };
