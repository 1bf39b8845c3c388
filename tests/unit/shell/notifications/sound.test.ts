import { describe, expect, it, vi } from 'vitest';
import { showNative, type NotificationApi } from '../../../../engine/shell/notifications/nativeNotifications';
import { createSoundPlayer, soundUrls, type SoundElement } from '../../../../engine/shell/notifications/soundPlayer';

describe('soundUrls', () => {
  it('lists oga, then mp3, as the spec orders them, leaving out what the browser cannot play', () => {
    expect(soundUrls('message', () => 'probably')).toEqual(['/sounds/message.oga', '/sounds/message.mp3']);
    expect(soundUrls('bell', (type) => (type === 'audio/mpeg' ? 'maybe' : ''))).toEqual(['/sounds/bell.mp3']);
    expect(soundUrls('bell', () => '')).toEqual([]);
    expect(soundUrls('../x', () => 'probably')[0]).toBe('/sounds/..%2Fx.oga');
  });
});

/** An audio element whose sources named in `failing` fail to load, as a 404 or an undecodable file does. */
function fakeAudio(failing: readonly string[], playable = () => 'probably') {
  const loaded: string[] = [];
  const element: SoundElement = {
    canPlayType: playable,
    onerror: null,
    src: '',
    play() {
      const src = element.src;
      loaded.push(src);
      if (!failing.some((name) => src.endsWith(name))) return Promise.resolve();
      queueMicrotask(() => element.onerror?.(new Event('error')));
      return Promise.reject(new DOMException('no supported source', 'NotSupportedError'));
    },
  };
  return { element, loaded };
}

describe('createSoundPlayer', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('plays the oga, and the mp3 when the oga fails to load', async () => {
    const log = { warn: vi.fn() };
    const good = fakeAudio([]);
    createSoundPlayer(() => good.element, log).play('message');
    await settle();
    expect(good.loaded).toEqual(['/sounds/message.oga']);

    const ogaFails = fakeAudio(['.oga']);
    createSoundPlayer(() => ogaFails.element, log).play('message');
    await settle();
    expect(ogaFails.loaded).toEqual(['/sounds/message.oga', '/sounds/message.mp3']);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('says so once when no format loads, and stays silent when none can be played', async () => {
    const log = { warn: vi.fn() };
    const none = fakeAudio(['.oga', '.mp3']);
    createSoundPlayer(() => none.element, log).play('bell');
    await settle();
    expect(none.loaded).toEqual(['/sounds/bell.oga', '/sounds/bell.mp3']);
    expect(log.warn).toHaveBeenCalledTimes(1);

    const unplayable = fakeAudio([], () => '');
    createSoundPlayer(() => unplayable.element, log).play('bell');
    await settle();
    expect(unplayable.loaded).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(1);
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
