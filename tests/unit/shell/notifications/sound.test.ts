import { describe, expect, it, vi } from 'vitest';
import { showNative, type NotificationApi } from '../../../../engine/shell/notifications/nativeNotifications';
import { soundUrl } from '../../../../engine/shell/notifications/soundPlayer';

describe('soundUrl', () => {
  it('tries oga, then mp3, as the spec orders them', () => {
    expect(soundUrl('message', () => 'probably')).toBe('/sounds/message.oga');
    expect(soundUrl('bell', (type) => (type === 'audio/mpeg' ? 'maybe' : ''))).toBe('/sounds/bell.mp3');
    expect(soundUrl('bell', () => '')).toBeNull();
    expect(soundUrl('../x', () => 'probably')).toBe('/sounds/..%2Fx.oga');
  });
});

describe('showNative', () => {
  const api = (permission: NotificationPermission) => ({
    permission,
    requestPermission: vi.fn(() => Promise.resolve<NotificationPermission>('granted')),
    show: vi.fn<NotificationApi['show']>(),
  });

  it('shows it once allowed; asks the first time; never after a refusal', () => {
    const granted = api('granted');
    expect(showNative(granted, 'T', 'M', '/icon.png')).toBe(true);
    expect(granted.show).toHaveBeenCalledWith('T', { body: 'M', icon: '/icon.png' });
    const unasked = api('default');
    expect(showNative(unasked, 'T', 'M', null)).toBe(false);
    expect(unasked.requestPermission).toHaveBeenCalledTimes(1);
    const denied = api('denied');
    expect(showNative(denied, 'T', 'M', null)).toBe(false);
    expect(denied.requestPermission).not.toHaveBeenCalled();
    expect(showNative(null, 'T', 'M', null)).toBe(false);
  });
});
