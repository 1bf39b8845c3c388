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

describe('notification outputs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const connected = (showNative = false) => {
    const store = createNotificationStore();
    const outputs = { play: vi.fn<(sound: string) => void>(), showNative: vi.fn(() => showNative), record: vi.fn() };
    const disconnect = store.getState().connect(outputs);
    return { store, outputs, disconnect };
  };

  it('plays the default sound "message", the one named, or none for null; records all but transient ones', () => {
    const { store, outputs } = connected();
    store.getState().notify({ title: 'A', message: 'a' });
    store.getState().notify({ title: 'B', message: 'b', sound: 'bell' });
    store.getState().notify({ title: 'C', message: 'c', sound: null, transient: true });
    expect(outputs.play.mock.calls).toEqual([['message'], ['bell']]);
    expect(outputs.record.mock.calls.map(([item]) => item.title)).toEqual(['A', 'B']);
    expect(store.getState().items).toHaveLength(3);
  });

  it('under do-not-disturb records only: no toast, no sound', () => {
    const { store, outputs } = connected();
    store.getState().setDoNotDisturb(true);
    const id = store.getState().notify({ title: 'A', message: 'a' });
    expect(id).toBeGreaterThan(0);
    expect(store.getState().items).toEqual([]);
    expect(outputs.play).not.toHaveBeenCalled();
    expect(outputs.record).toHaveBeenCalledTimes(1);
  });

  it('shows a native one through the browser when it can, else as a toast', () => {
    const through = connected(true);
    through.store.getState().notify({ title: 'A', message: 'a', native: true });
    expect(through.store.getState().items).toEqual([]);
    expect(through.outputs.showNative).toHaveBeenCalledTimes(1);
    const toast = connected(false);
    toast.store.getState().notify({ title: 'A', message: 'a', native: true });
    expect(toast.store.getState().items).toHaveLength(1);
  });

  it('goes nowhere else once disconnected', () => {
    const { store, outputs, disconnect } = connected();
    disconnect();
    store.getState().notify({ title: 'A', message: 'a' });
    expect(outputs.play).not.toHaveBeenCalled();
    expect(outputs.record).not.toHaveBeenCalled();
    expect(store.getState().items).toHaveLength(1);
  });
});
