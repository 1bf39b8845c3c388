import { SOUND_FORMATS, SOUNDS_URL } from './constants';

/** What the player needs of an audio element. */
export interface SoundElement {
  canPlayType(type: string): string;
  src: string;
  play(): Promise<void>;
}

export interface SoundPlayer {
  /** Plays the bundled sound `name` in the first format the browser can play; silent when none. */
  play(name: string): void;
}

/** The URL of sound `name` in the first of the spec's formats (oga, then mp3) the browser plays; null when none. */
export function soundUrl(name: string, canPlayType: (type: string) => string): string | null {
  const format = SOUND_FORMATS.find(({ type }) => canPlayType(type) !== '');
  return format ? `${SOUNDS_URL}/${encodeURIComponent(name)}.${format.extension}` : null;
}

export function createSoundPlayer(createAudio: () => SoundElement, log: Pick<Console, 'warn'>): SoundPlayer {
  return {
    play(name) {
      const audio = createAudio();
      const url = soundUrl(name, (type) => audio.canPlayType(type));
      if (!url) return;
      audio.src = url;
      audio.play().catch((error: unknown) => {
        // A page the user has not touched yet may not play sound: that notification stays silent.
        if (error instanceof DOMException && error.name === 'NotAllowedError') return;
        log.warn(`Atrium: the notification sound '${name}' could not be played`, error);
      });
    },
  };
}
