import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../engine/i18n';
import { dayPart, WELCOME_TIMEOUT_MS, welcomeNotification } from '../../../engine/shell';

const at = (hour: number, minute = 0) => new Date(2026, 0, 15, hour, minute);

describe('dayPart', () => {
  it.each([
    [0, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [17, 59, 'afternoon'],
    [18, 0, 'evening'],
    [23, 59, 'evening'],
  ] as const)('%i:%i is %s', (hour, minute, part) => {
    expect(dayPart(at(hour, minute))).toBe(part);
  });
});

describe('welcomeNotification', () => {
  const t = createI18n().t;
  const user = (Greetingmessage: 'true' | 'false') => ({ firstname: 'Demo', preferences: { Greetingmessage } });

  it('greets by first name with the part of the day, for 10 seconds', () => {
    expect(welcomeNotification(user('true'), at(9), 'Atrium', t)).toEqual({
      title: 'Welcome to Atrium',
      message: 'Hello and Good Morning Demo!',
      timeout: WELCOME_TIMEOUT_MS,
    });
    expect(WELCOME_TIMEOUT_MS).toBe(10000);
    expect(welcomeNotification(user('true'), at(14), 'Atrium', t)?.message).toBe('Hello and Good Afternoon Demo!');
    expect(welcomeNotification(user('true'), at(20), 'Atrium', t)?.message).toBe('Hello and Good Evening Demo!');
  });

  it('stays silent when the user turned the greeting off', () => {
    expect(welcomeNotification(user('false'), at(9), 'Atrium', t)).toBeNull();
  });
});
