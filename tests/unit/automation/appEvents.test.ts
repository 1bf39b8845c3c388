import { describe, expect, it } from 'vitest';
import type { AppEvents, AppServiceInternals } from '../../../engine/apps';
import { createAppsAutomation } from '../../../engine/automation';
import { createEventBus, writableValue } from '../../../engine/core';

describe("the automation handle's app events", () => {
  it('keeps the latest 10,000, oldest first', () => {
    const bus = createEventBus<AppEvents>();
    let clock = 0;
    const apps = createAppsAutomation({} as AppServiceInternals, writableValue(true), bus, () => clock++);
    for (let pid = 1; pid <= 25_000; pid++) bus.emit('apps/launched', { pid, name: `App${pid}` });
    const events = apps.events();
    expect(events).toHaveLength(10_000);
    expect(events[0]).toEqual({ type: 'launched', name: 'App15001', at: 15_000 });
    expect(events.at(-1)).toEqual({ type: 'launched', name: 'App25000', at: 24_999 });
    apps.dispose();
  });
});
