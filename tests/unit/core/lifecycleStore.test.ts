import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus, createLifecycleStore, LOGOUT_DELAY_MS, type LifecycleDeps, type LifecycleEvents } from '../../../engine/core';

function setup(overrides: Partial<LifecycleDeps> = {}) {
  const bus = createEventBus<LifecycleEvents>();
  const events: string[] = [];
  bus.on('auth/logged-in', ({ username }) => events.push(`logged-in:${username}`));
  bus.on('core/started', ({ username }) => events.push(`started:${username}`));
  bus.on('auth/logout-started', () => events.push('logout-started'));
  const deps: LifecycleDeps = {
    bus,
    checkToken: () => Promise.resolve(true),
    start: () => Promise.resolve('demo'),
    logout: vi.fn(() => Promise.resolve()),
    shutdown: vi.fn(),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    ...overrides,
  };
  return { store: createLifecycleStore(deps), deps, events };
}

describe('lifecycle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('boots straight into the desktop when the stored token survives the check', async () => {
    const { store, events } = setup();
    expect(store.getState().phase).toBe('booting');
    await store.getState().boot();
    expect(store.getState().phase).toBe('running');
    expect(events).toEqual(['started:demo']);
  });

  it('shows the login when the token check fails or cannot reach the server', async () => {
    for (const checkToken of [() => Promise.resolve(false), () => Promise.reject(new Error('offline'))]) {
      const { store, events } = setup({ checkToken });
      await store.getState().boot();
      expect(store.getState().phase).toBe('signed-out');
      expect(events).toEqual([]);
    }
  });

  it('emits logged-in, then starts, after a login', async () => {
    const { store, events } = setup({ checkToken: () => Promise.resolve(false) });
    await store.getState().boot();
    await store.getState().signedIn('demo');
    expect(events).toEqual(['logged-in:demo', 'started:demo']);
    expect(store.getState().phase).toBe('running');
  });

  it('falls back to the login with the reason when the start fails', async () => {
    const { store } = setup({ start: () => Promise.reject(new Error('profile unavailable')) });
    await store.getState().boot();
    expect(store.getState()).toMatchObject({ phase: 'signed-out', startError: 'profile unavailable', startFailedFor: null });
  });

  it('keeps who signed in when the start after their sign-in fails, until the next start', async () => {
    let fail = true;
    const { store } = setup({ start: () => (fail ? Promise.reject(new Error('desktop unavailable')) : Promise.resolve('demo')) });
    await store.getState().signedIn('demo');
    expect(store.getState()).toMatchObject({ phase: 'signed-out', startError: 'desktop unavailable', startFailedFor: 'demo' });
    fail = false;
    await store.getState().signedIn('demo');
    expect(store.getState()).toMatchObject({ phase: 'running', startError: null, startFailedFor: null });
  });

  it('signs out: start event, adapter logout, then shutdown only after the delay', async () => {
    const { store, deps, events } = setup();
    await store.getState().boot();
    const done = store.getState().signOut();
    expect(store.getState().phase).toBe('stopping');
    expect(events).toContain('logout-started');
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.logout).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS - 1);
    expect(deps.shutdown).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(deps.shutdown).toHaveBeenCalledTimes(1);
  });

  it('ends the session on the server only once the saves joined to the sign-out have settled', async () => {
    const { store, deps } = setup();
    await store.getState().boot();
    let saved: () => void = () => undefined;
    let failed: (error: Error) => void = () => undefined;
    deps.bus.on('auth/logout-started', (event) => {
      event.join(new Promise<void>((resolve) => (saved = resolve)));
      event.join(new Promise<void>((_resolve, reject) => (failed = reject)));
    });
    const done = store.getState().signOut();
    await vi.advanceTimersByTimeAsync(100);
    saved();
    await vi.advanceTimersByTimeAsync(100);
    expect(deps.logout).not.toHaveBeenCalled();
    failed(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.logout).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS);
    await done;
    expect(deps.shutdown).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a joined save longer than the delay: the user is signed out all the same', async () => {
    const { store, deps } = setup();
    await store.getState().boot();
    deps.bus.on('auth/logout-started', (event) => event.join(new Promise<never>(() => undefined)));
    const done = store.getState().signOut();
    await vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS - 1);
    expect(deps.logout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(deps.logout).toHaveBeenCalledTimes(1);
    expect(deps.shutdown).toHaveBeenCalledTimes(1);
  });

  it('shuts down even when the logout call fails, and ignores a second sign-out', async () => {
    const { store, deps } = setup({ logout: vi.fn(() => Promise.reject(new Error('offline'))) });
    await store.getState().boot();
    const first = store.getState().signOut();
    const second = store.getState().signOut();
    await vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS);
    await Promise.all([first, second]);
    expect(deps.logout).toHaveBeenCalledTimes(1);
    expect(deps.shutdown).toHaveBeenCalledTimes(1);
  });
});
