import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writableValue } from '../../../../engine/core';

import { createNotificationStore, textOf } from '../../../../engine/shell';
import { noticeConnection } from '../../../../engine/shell/desktop/noticeConnection';
import type { SocketState } from '../../../../engine/socket';
import { createTestI18n } from '../../i18n/builtinStrings';

const LOST = 'Connection lost: The connection to the server was lost. Trying to reconnect…';
const RESTORED = 'Connection restored: The connection to the server is back.';
const FAILED = 'Connection closed: Could not connect to the server. Trying again…';

function setUp(initial: SocketState = 'connecting') {
  const state = writableValue<SocketState>(initial);
  const notifications = createNotificationStore();
  const notice = noticeConnection(state, notifications);
  const i18n = createTestI18n();
  const shown = () => notifications.getState().items.map((item) => `${textOf(item.title, i18n.t)}: ${textOf(item.message, i18n.t)}`);
  return { state, notifications, notice, shown };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('noticeConnection', () => {
  it('says nothing while connecting and when connected', () => {
    const { state, shown } = setUp();
    state.set('connected');
    expect(shown()).toEqual([]);
  });

  it('tells of a lost connection until it is back, then that it is restored', () => {
    const { state, notifications, shown } = setUp('connected');
    state.set('disconnected');
    expect(shown()).toEqual([LOST]);
    expect(notifications.getState().items[0]?.timeout).toBe(0);
    state.set('connected');
    expect(shown()).toEqual([RESTORED]);
    vi.advanceTimersByTime(5000);
    expect(shown()).toEqual([]);
  });

  it('says Connection closed when it never connected, until it does, and then nothing more', () => {
    const { state, shown } = setUp();
    state.set('failed');
    expect(shown()).toEqual([FAILED]);
    state.set('connected');
    expect(shown()).toEqual([]);
  });

  it('takes its notice away at sign-out and with the desktop', () => {
    const signedOut = setUp('connected');
    signedOut.state.set('disconnected');
    signedOut.state.set('closed');
    expect(signedOut.shown()).toEqual([]);

    const gone = setUp('failed');
    expect(gone.shown()).toEqual([FAILED]);
    gone.notice.dispose();
    gone.state.set('connected');
    expect(gone.shown()).toEqual([]);
  });
});
