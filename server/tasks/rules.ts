import { RYG_COLOURS, TASK_MESSAGES, type RygCount } from '../contract';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * An ISO 8601 date (midnight UTC) or date-time with its zone, as epoch milliseconds; undefined
 * for anything else. Every part is checked for range, as Date.parse rolls 2026-02-30 over into
 * March and reads 24:00 as the next day.
 */
export function parseIsoDate(text: string): number | undefined {
  const parts = ISO_DATE.exec(text);
  if (!parts) return undefined;
  // A time left out reads NaN, which no range check refuses.
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts.slice(1, 7).map(Number);
  const midnight = new Date(Date.UTC(year, month - 1, day));
  const dayExists = midnight.getUTCFullYear() === year && midnight.getUTCMonth() === month - 1 && midnight.getUTCDate() === day;
  if (!dayExists || hour > 23 || minute > 59 || second > 59) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : time;
}

/** The count a status adds to: RED, YELLOW and GREEN their own, anything else blue. */
export function colourOf(status: string): keyof RygCount {
  return (RYG_COLOURS as readonly string[]).includes(status) ? (status.toLowerCase() as keyof RygCount) : 'blue';
}

/** What a task must be to be snoozed (docs/features/tasks.md#calls): GREEN, and not past its end date. */
export function snoozeRefusal(task: { ryg_status: string; end_date: number }, now: number): string | undefined {
  if (task.ryg_status !== 'GREEN') return TASK_MESSAGES.snoozeNotGreen;
  if (task.end_date < now) return TASK_MESSAGES.snoozePastEnd;
  return undefined;
}

/**
 * What is wrong with snoozing till `until`: it must be in the future, no later than the end date
 * (a snooze must not hide a deadline), and later than a running snooze it extends.
 */
export function snoozeDateRefusal(until: number, endDate: number, now: number, current: number | undefined): string | undefined {
  if (until <= now) return TASK_MESSAGES.snoozeNotFuture;
  if (until > endDate) return TASK_MESSAGES.snoozeAfterEnd;
  if (current !== undefined && until <= current) return TASK_MESSAGES.extendNotLater;
  return undefined;
}
