import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore, NOTIFICATION_TIMEOUT_MS } from '../../../engine/shell';

describe('notifications', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes after the default timeout of 5 seconds', () => {
    const store = createNotificationStore();
    store.getState().notify({ title: 'T', message: 'M' });
    expect(store.getState().items).toHaveLength(1);
    vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS - 1);
    expect(store.getState().items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().items).toHaveLength(0);
    expect(NOTIFICATION_TIMEOUT_MS).toBe(5000);
  });

  it('closes on dismiss, and a timeout of 0 keeps it until then', () => {
    const store = createNotificationStore();
    const id = store.getState().notify({ title: 'T', message: 'M', timeout: 0 });
    vi.advanceTimersByTime(60_000);
    expect(store.getState().items.map((item) => item.id)).toEqual([id]);
    store.getState().dismiss(id);
    expect(store.getState().items).toEqual([]);
  });
});
