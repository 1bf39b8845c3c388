import { SOUND_FORMATS, SOUNDS_URL } from './constants';

/** What the player needs of an audio element. */
export interface SoundElement {
  canPlayType(type: string): string;
  src: string;
  /** Called when the source cannot be loaded or decoded. */
  onerror: ((event: Event) => void) | null;
  play(): Promise<void>;
}

export interface SoundPlayer {
  /** Plays the bundled sound `name` in the first format the browser can load and play; silent when none. */
  play(name: string): void;
}

/** The URLs of sound `name` in the spec's formats the browser may play, in the spec's order (oga, then mp3). */
export function soundUrls(name: string, canPlayType: (type: string) => string): string[] {
  return SOUND_FORMATS.filter(({ type }) => canPlayType(type) !== '').map(({ extension }) => `${SOUNDS_URL}/${encodeURIComponent(name)}.${extension}`);
}

/**
 * How play() fails that needs no word: a page the user has not touched yet may not play sound
 * (that notification stays silent); a source that fails, or is replaced by the next, is onerror's.
 */
const QUIET_PLAY_FAILURES: ReadonlySet<string> = new Set(['NotAllowedError', 'NotSupportedError', 'AbortError']);

/**
 * Plays sounds as the spec tries their formats (docs/features/notifications.md): the first the browser says it
 * may play, and when that file fails to load or decode, the next.
 */
export function createSoundPlayer(createAudio: () => SoundElement, log: Pick<Console, 'warn'>): SoundPlayer {
  return {
    play(name) {
      const audio = createAudio();
      const urls = soundUrls(name, (type) => audio.canPlayType(type));
      const tryFormat = (index: number) => {
        const url = urls[index];
        if (url === undefined) {
          audio.onerror = null;
          if (index > 0) log.warn(`Atrium: the notification sound '${name}' could not be loaded in any format`);
          return;
        }
        audio.onerror = () => tryFormat(index + 1);
        audio.src = url;
        audio.play().catch((error: unknown) => {
          if (error instanceof DOMException && QUIET_PLAY_FAILURES.has(error.name)) return;
          log.warn(`Atrium: the notification sound '${name}' could not be played`, error);
        });
      };
      tryFormat(0);
    },
  };
}
