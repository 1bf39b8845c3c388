/** The application chosen to open each MIME type, as the default-application dialog remembers it. */
export interface DefaultApplications {
  /** The app's name chosen for `mime`, or undefined when none is remembered. */
  get(mime: string): string | undefined;
  set(mime: string, app: string): void;
  /** Forgets the choice for `mime`. */
  clear(mime: string): void;
}

/** Where the choices are kept: a `Map` is one, the user's settings another (`recordStorage`). */
export interface DefaultApplicationsStorage {
  get(mime: string): string | undefined;
  set(mime: string, app: string): void;
  delete(mime: string): void;
}

/**
 * Choices kept as one record that `read` gives and `write` replaces: the desktop settings'
 * `defaultApplications`, saved for the user.
 * @example
 * const storage = recordStorage(() => settings.get('desktop').defaultApplications ?? {}, (next) => settings.set('desktop', { defaultApplications: next }));
 */
export function recordStorage(read: () => Readonly<Record<string, string>>, write: (next: Record<string, string>) => void): DefaultApplicationsStorage {
  return {
    get: (mime) => (Object.hasOwn(read(), mime) ? read()[mime] : undefined),
    set: (mime, app) => write({ ...read(), [mime]: app }),
    delete(mime) {
      if (!Object.hasOwn(read(), mime)) return;
      write(Object.fromEntries(Object.entries(read()).filter(([key]) => key !== mime)));
    },
  };
}

/**
 * Remembers the app chosen per MIME type.
 * @param storage where the choices live; a fresh `Map` by default, the user's settings on the desktop.
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
