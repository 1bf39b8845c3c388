/** The application chosen to open each MIME type, as the default-application dialog remembers it. */
export interface DefaultApplications {
  /** The app's name chosen for `mime`, or undefined when none is remembered. */
  get(mime: string): string | undefined;
  set(mime: string, app: string): void;
  /** Forgets the choice for `mime`. */
  clear(mime: string): void;
}

/** Where the choices are kept; a `Map` is one. */
export type DefaultApplicationsStorage = Pick<Map<string, string>, 'get' | 'set' | 'delete'>;

/**
 * Remembers the app chosen per MIME type. In memory for now: when settings land (issue 6) the
 * choices move to the settings namespace, and that namespace becomes the `storage` passed here.
 * @param storage where the choices live; a fresh `Map` by default.
 * @example
 * const defaults = createDefaultApplications();
 * defaults.set('text/plain', 'atrium.editor');
 * defaults.get('text/plain'); // 'atrium.editor'
 */
export function createDefaultApplications(storage: DefaultApplicationsStorage = new Map()): DefaultApplications {
  return {
    get: (mime) => storage.get(mime),
    set(mime, app) {
      storage.set(mime, app);
    },
    clear(mime) {
      storage.delete(mime);
    },
  };
}
