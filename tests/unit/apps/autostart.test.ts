import { describe, expect, it } from 'vitest';
import { AUTOSTART_DELAY_MS, AUTOSTART_STEP_MS, autostartPlan } from '../../../engine/apps';
import { pkg, profileApp } from './fixtures';

describe('autostartPlan', () => {
  it('starts the autostart apps 1000 ms after the desktop started', () => {
    expect(AUTOSTART_DELAY_MS).toBe(1000);
    const plan = autostartPlan([pkg('Clock', { autostart: true }), pkg('Mail', { autostart: ' YES ' }), pkg('Notes')], []);
    expect(plan).toEqual([
      { name: 'Clock', at: 1000 },
      { name: 'Mail', at: 1000 },
    ]);
  });

  it('launches those with a precedence 750 ms apart, lowest precedence first', () => {
    expect(AUTOSTART_STEP_MS).toBe(750);
    const plan = autostartPlan(
      [
        pkg('Third', { autostart: 'y', precedence: 30 }),
        pkg('First', { autostart: 'true', precedence: -5 }),
        pkg('Second', { autostart: '1', precedence: 10 }),
      ],
      [],
    );
    expect(plan).toEqual([
      { name: 'First', at: 1000 },
      { name: 'Second', at: 1750 },
      { name: 'Third', at: 2500 },
    ]);
  });

  it('starts apps without a precedence at 1000 ms alongside the first of the ordered ones', () => {
    const plan = autostartPlan([pkg('Ordered', { autostart: true, precedence: 2 }), pkg('Loose', { autostart: true })], []);
    expect(plan).toEqual([
      { name: 'Loose', at: 1000 },
      { name: 'Ordered', at: 1000 },
    ]);
  });

  it("also starts an app whose profile entry's start_options say autostart", () => {
    const plan = autostartPlan(
      [pkg('Orders'), pkg('Payroll'), pkg('Mail')],
      [
        profileApp('Orders', { start_options: '{"autostart":"Yes"}' }),
        profileApp('Payroll', { start_options: '{"autostart":"no"}' }),
        profileApp('Mail', { start_options: 'broken json' }),
      ],
    );
    expect(plan).toEqual([{ name: 'Orders', at: 1000 }]);
  });

  it('leaves out packages that are not applications, and flags the spec does not count as true', () => {
    const plan = autostartPlan(
      [pkg('Look', { type: 'theme', autostart: true }), pkg('Maybe', { autostart: 'truthy' }), pkg('Blank', { autostart: '' })],
      [profileApp('Unknown', { start_options: '{"autostart":true}' })],
    );
    expect(plan).toEqual([]);
  });

  it('leaves out an autostart app the user may not use, which would only say they have no access', () => {
    const plan = autostartPlan(
      [pkg('Payroll', { autostart: true, defaultAppforOrgs: false }), pkg('Orders', { autostart: true, defaultAppforOrgs: false })],
      [profileApp('Orders')],
    );
    expect(plan).toEqual([{ name: 'Orders', at: 1000 }]);
  });
});
