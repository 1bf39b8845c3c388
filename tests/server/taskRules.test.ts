import { describe, expect, it } from 'vitest';
import { TASK_MESSAGES } from '../../server/contract';
import { colourOf, parseIsoDate, snoozeDateRefusal, snoozeRefusal } from '../../server/tasks';

const NOW = Date.parse('2026-01-15T09:30:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('parseIsoDate', () => {
  it('reads a date as midnight UTC and a date-time in its zone', () => {
    expect(parseIsoDate('2026-02-28')).toBe(Date.parse('2026-02-28T00:00:00Z'));
    expect(parseIsoDate('2028-02-29')).toBe(Date.parse('2028-02-29T00:00:00Z'));
    expect(parseIsoDate('2026-03-01T09:00Z')).toBe(Date.parse('2026-03-01T09:00:00Z'));
    expect(parseIsoDate('2026-03-01T09:00:00.250+02:00')).toBe(Date.parse('2026-03-01T07:00:00.250Z'));
  });

  it('refuses days, hours and minutes that do not exist, and anything not ISO 8601', () => {
    for (const text of [
      '2026-02-29',
      '2026-02-30T10:00Z',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2027-01-01T24:00:00Z',
      '2027-01-01T10:60Z',
      '2027-01-01T10:00:60Z',
      '2027-01-01T10:00',
      '2027-1-1',
      'tomorrow',
      '1 Jan 2027',
      '',
      "2027-01-01' OR '1'='1",
    ]) {
      expect(parseIsoDate(text), text).toBeUndefined();
    }
  });
});

describe('colourOf', () => {
  it('counts the three colours as their own and every other status as blue', () => {
    expect(['RED', 'YELLOW', 'GREEN', 'GREY', 'red', '', 'ON HOLD'].map(colourOf)).toEqual(['red', 'yellow', 'green', 'blue', 'blue', 'blue', 'blue']);
  });
});

describe('snooze rules', () => {
  it('snoozes only a GREEN task whose end date has not passed', () => {
    expect(snoozeRefusal({ ryg_status: 'GREEN', end_date: NOW }, NOW)).toBeUndefined();
    expect(snoozeRefusal({ ryg_status: 'GREEN', end_date: NOW - 1 }, NOW)).toBe(TASK_MESSAGES.snoozePastEnd);
    expect(snoozeRefusal({ ryg_status: 'YELLOW', end_date: NOW + DAY }, NOW)).toBe(TASK_MESSAGES.snoozeNotGreen);
    expect(snoozeRefusal({ ryg_status: 'BLUE', end_date: NOW + DAY }, NOW)).toBe(TASK_MESSAGES.snoozeNotGreen);
  });

  it('snoozes till the future, no later than the end date, and extends only to later', () => {
    const end = NOW + 5 * DAY;
    expect(snoozeDateRefusal(NOW + DAY, end, NOW, undefined)).toBeUndefined();
    expect(snoozeDateRefusal(end, end, NOW, undefined)).toBeUndefined();
    expect(snoozeDateRefusal(NOW, end, NOW, undefined)).toBe(TASK_MESSAGES.snoozeNotFuture);
    expect(snoozeDateRefusal(end + 1, end, NOW, undefined)).toBe(TASK_MESSAGES.snoozeAfterEnd);
    expect(snoozeDateRefusal(NOW + DAY, end, NOW, NOW + DAY)).toBe(TASK_MESSAGES.extendNotLater);
    expect(snoozeDateRefusal(NOW + 2 * DAY, end, NOW, NOW + DAY)).toBeUndefined();
  });
});
