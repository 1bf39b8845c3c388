import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../engine/i18n';
import { dayPart, textOf, WELCOME_TIMEOUT_MS, welcomeNotification } from '../../../engine/shell';
import { createTestI18n } from '../i18n/builtinStrings';

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
  const t = createTestI18n().t;
  const user = (Greetingmessage: 'true' | 'false') => ({ firstname: 'Demo', preferences: { Greetingmessage } });

  it('greets by first name with the part of the day, for 10 seconds', () => {
    const morning = welcomeNotification(user('true'), at(9), 'Atrium');
    expect(morning && textOf(morning.title, t)).toBe('Welcome to Atrium');
    expect(morning && textOf(morning.message, t)).toBe('Hello and Good Morning Demo!');
    expect(morning?.timeout).toBe(WELCOME_TIMEOUT_MS);
    expect(WELCOME_TIMEOUT_MS).toBe(10000);
    const message = (hour: number) => {
      const greeting = welcomeNotification(user('true'), at(hour), 'Atrium');
      return greeting && textOf(greeting.message, t);
    };
    expect(message(14)).toBe('Hello and Good Afternoon Demo!');
    expect(message(20)).toBe('Hello and Good Evening Demo!');
  });

  it('is written in the language current when shown, so it follows a language switch', async () => {
    const i18n = createTestI18n();
    const greeting = welcomeNotification(user('true'), at(9), 'Atrium');
    await setLocale(i18n, 'de_DE');
    expect(greeting && textOf(greeting.title, i18n.t)).toBe('Willkommen bei Atrium');
  });

  it('stays silent when the user turned the greeting off', () => {
    expect(welcomeNotification(user('false'), at(9), 'Atrium')).toBeNull();
  });
});
