/** docs/features/notifications.md. */
export const NOTIFICATION_TIMEOUT_MS = 5000;
export const WELCOME_TIMEOUT_MS = 10000;

/** docs/features/notifications.md: a notification's sound unless it names another. */
export const DEFAULT_SOUND = 'message';

/** The bundled sounds (engine/shell/notifications/sounds, made by scripts/make-sounds.mjs). */
export const BUNDLED_SOUNDS = ['message', 'bell', 'complete'] as const;

/** docs/features/notifications.md: the formats tried, in this order, with the type the browser is asked about. */
export const SOUND_FORMATS = [
  { extension: 'oga', type: 'audio/ogg; codecs=vorbis' },
  { extension: 'mp3', type: 'audio/mpeg' },
] as const;

/** Where the build serves the sounds: /sounds/<name>.<extension>. */
export const SOUNDS_URL = '/sounds';
