import type { RygCount, RygFilter, Task, TaskList, TaskListType } from '../../server/contract';
import { BADGE_CAP, BADGE_OVERFLOW, LIST_TYPES } from './constants';

/** The colour a task's status shows: its own for RED, YELLOW and GREEN, blue-grey for any other. */
export type StatusColour = 'red' | 'yellow' | 'green' | 'blue';

/** What asks for attention, and what the badge counts: red plus yellow (docs/features/tasks.md#the-priorities-panel-and-the-priorities-app). */
export function attentionCount(counts: RygCount): number {
  return counts.red + counts.yellow;
}

/** The badge's text: none at 0 (the badge is hidden), '99+' above 100. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? BADGE_OVERFLOW : String(count);
}

// A quote mark, unless it is an apostrophe inside a word ("year's" keeps it).
const QUOTES = /["“”„«»]|(?<!\p{L})['‘’]|['‘’](?!\p{L})/gu;

/** The name a row shows: quotes stripped, 'NA' when missing or nothing is left. */
export function taskName(name: string | null): string {
  const cleaned = (name ?? '').replace(QUOTES, '').replace(/\s+/g, ' ').trim();
  return cleaned === '' ? 'NA' : cleaned;
}

/** The app title a row shows: the app's English title as the server derives it, else its name. */
export function appTitle(task: Pick<Task, 'app_title' | 'appName'>): string {
  return task.app_title.trim() || task.appName;
}

export function statusColour(rygStatus: string): StatusColour {
  switch (rygStatus) {
    case 'RED':
      return 'red';
    case 'YELLOW':
      return 'yellow';
    case 'GREEN':
      return 'green';
    default:
      return 'blue';
  }
}

/** Snoozing is for GREEN tasks whose end date has not passed (docs/features/tasks.md#the-priorities-panel-and-the-priorities-app). */
export function canSnooze(task: Pick<Task, 'rygStatus' | 'end_date'>, now: number): boolean {
  const end = Date.parse(task.end_date);
  return task.rygStatus === 'GREEN' && Number.isFinite(end) && end >= now;
}

/** The lists the header offers: the two other than the one shown. */
export function otherTypes(current: TaskListType): TaskListType[] {
  return LIST_TYPES.filter((type) => type !== current);
}

/** The page's tasks, in the server's order, out of their application groups. */
export function tasksOf(list: Pick<TaskList, 'data'>): Task[] {
  return list.data.flatMap((group) => group.data);
}

export const NO_COUNTS: RygCount = { red: 0, yellow: 0, green: 0, blue: 0 };

/** The count a colour toggle shows. */
export function countOf(counts: RygCount, colour: RygFilter): number {
  return counts[colour.toLowerCase() as keyof RygCount];
}

/** How many pages `total` tasks fill, `take` a page; at least one. */
export function pageCount(total: number, take: number): number {
  return Math.max(1, Math.ceil(total / take));
}

/** The date part of an ISO date-time as `<input type="date">` takes it (UTC, as the server reads dates). */
export function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The days a snooze may end on: from tomorrow (a snooze ends in the future) to the task's end
 * date; for an extension, from the day after the running snooze. Null when no day fits.
 */
export function snoozeRange(task: Pick<Task, 'end_date' | 'snoozed_till'>, now: number, extend: boolean): { min: string; max: string } | null {
  const end = Date.parse(task.end_date);
  const running = task.snoozed_till === null ? NaN : Date.parse(task.snoozed_till);
  const from = extend && Number.isFinite(running) ? Math.max(now, running) : now;
  const min = isoDay(from + DAY);
  const max = isoDay(end);
  return min <= max ? { min, max } : null;
}

/** A date as the user's language writes it (`de_DE` → 26.11.2026); the ISO text when it is not one. */
export function formatDay(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return iso;
  return new Intl.DateTimeFormat(locale.replaceAll('_', '-'), { dateStyle: 'medium' }).format(time);
}
