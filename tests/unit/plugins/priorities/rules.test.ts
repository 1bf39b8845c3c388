import { describe, expect, it } from 'vitest';
import {
  appTitle,
  attentionCount,
  badgeText,
  canSnooze,
  countOf,
  formatDay,
  otherTypes,
  pageCount,
  snoozeRange,
  statusColour,
  taskName,
  tasksOf,
} from '../../../../plugins/priorities/rules';
import { aTask } from './aTask';

const NOW = Date.parse('2026-03-10T12:00:00Z');

describe('the badge', () => {
  it('counts red and yellow only', () => {
    expect(attentionCount({ red: 2, yellow: 3, green: 7, blue: 9 })).toBe(5);
  });

  it('is hidden at 0, shows the count up to 100 and 99+ above', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(100)).toBe('100');
    expect(badgeText(101)).toBe('99+');
  });
});

describe('a task name', () => {
  it('loses its quotes, double and single, but keeps an apostrophe inside a word', () => {
    expect(taskName('"Quarterly report" sign-off')).toBe('Quarterly report sign-off');
    expect(taskName("Approve the 'Q1 budget'")).toBe('Approve the Q1 budget');
    expect(taskName("Archive last year's contracts")).toBe("Archive last year's contracts");
    expect(taskName('“Curly” and ‘single’')).toBe('Curly and single');
  });

  it("is 'NA' when missing, empty, or only quotes", () => {
    expect(taskName(null)).toBe('NA');
    expect(taskName('   ')).toBe('NA');
    expect(taskName('""')).toBe('NA');
  });
});

it("an app title is the server's English title, else the app's name", () => {
  expect(appTitle({ app_title: 'Order Desk', appName: 'Orders' })).toBe('Order Desk');
  expect(appTitle({ app_title: '  ', appName: 'Orders' })).toBe('Orders');
});

it('a status shows its colour, anything else blue', () => {
  expect(['RED', 'YELLOW', 'GREEN', 'GREY', 'ON HOLD', 'red'].map(statusColour)).toEqual(['red', 'yellow', 'green', 'blue', 'blue', 'blue']);
});

describe('snoozing', () => {
  it('is for GREEN tasks whose end date has not passed', () => {
    expect(canSnooze({ rygStatus: 'GREEN', end_date: '2026-03-11T00:00:00Z' }, NOW)).toBe(true);
    expect(canSnooze({ rygStatus: 'GREEN', end_date: '2026-03-10T12:00:00Z' }, NOW)).toBe(true);
    expect(canSnooze({ rygStatus: 'GREEN', end_date: '2026-03-09T23:59:59Z' }, NOW)).toBe(false);
    expect(canSnooze({ rygStatus: 'RED', end_date: '2026-04-01T00:00:00Z' }, NOW)).toBe(false);
    expect(canSnooze({ rygStatus: 'YELLOW', end_date: '2026-04-01T00:00:00Z' }, NOW)).toBe(false);
    expect(canSnooze({ rygStatus: 'GREEN', end_date: 'soon' }, NOW)).toBe(false);
  });

  it('offers the days from tomorrow to the end date; an extension starts after the running snooze', () => {
    const task = aTask({ end_date: '2026-03-20T09:00:00Z', snoozed_till: '2026-03-14T00:00:00Z' });
    expect(snoozeRange(task, NOW, false)).toEqual({ min: '2026-03-11', max: '2026-03-20' });
    expect(snoozeRange(task, NOW, true)).toEqual({ min: '2026-03-15', max: '2026-03-20' });
  });

  it('offers no day when the task ends before tomorrow', () => {
    expect(snoozeRange(aTask({ end_date: '2026-03-10T18:00:00Z' }), NOW, false)).toBeNull();
  });
});

it('the header offers the two lists other than the one shown', () => {
  expect(otherTypes('assignments')).toEqual(['followups', 'snoozed']);
  expect(otherTypes('followups')).toEqual(['assignments', 'snoozed']);
  expect(otherTypes('snoozed')).toEqual(['assignments', 'followups']);
});

it("the page's tasks come out of their app groups in order", () => {
  const [a, b, c] = [aTask({ uuid: 'a' }), aTask({ uuid: 'b' }), aTask({ uuid: 'c' })];
  expect(tasksOf({ data: [{ appUuid: '1', appName: 'Notes', count: 2, data: [a, b] }, { appUuid: '2', appName: 'Orders', count: 1, data: [c] }] })).toEqual([a, b, c]);
});

it('a colour toggle shows its count', () => {
  expect(countOf({ red: 1, yellow: 2, green: 3, blue: 4 }, 'BLUE')).toBe(4);
  expect(countOf({ red: 1, yellow: 2, green: 3, blue: 4 }, 'YELLOW')).toBe(2);
});

it('pages: at least one, and a partial last page counts', () => {
  expect(pageCount(0, 10)).toBe(1);
  expect(pageCount(10, 10)).toBe(1);
  expect(pageCount(11, 10)).toBe(2);
});

it("a date is written in the user's language", () => {
  expect(formatDay('2026-03-14T00:00:00Z', 'en_EN')).toMatch(/Mar 14, 2026|14 Mar 2026/);
  expect(formatDay('2026-03-14T00:00:00Z', 'de_DE')).toBe('14.03.2026');
  expect(formatDay('not a date', 'de_DE')).toBe('not a date');
});
