/**
 * Loads package files and counts who holds each (docs/features/apps-and-plugins.md#third-party-packages).
 * Stylesheets are `<link>` elements, removed when the last holder releases them; ES modules
 * are imported once and stay (a module cannot be unloaded), their count kept all the same so
 * holders are symmetrical.
 */
export interface ScriptLoader {
  /** Loads `url` (once) and counts one more holder; resolves with the module for scripts. */
  acquire(url: string): Promise<unknown>;
  /** One holder fewer; at the last, a stylesheet leaves the page. */
  release(url: string): void;
  /** Holders of `url` (0 when not loaded). */
  count(url: string): number;
}

export interface ScriptLoaderDeps {
  document: Document;
  importModule: (url: string) => Promise<unknown>;
}

const isStylesheet = (url: string) => /\.css(\?|#|$)/i.test(url);

export function createScriptLoader({ document, importModule }: ScriptLoaderDeps): ScriptLoader {
  const loaded = new Map<string, { count: number; result: Promise<unknown>; element: HTMLLinkElement | null }>();

  const loadStylesheet = (url: string) => {
    const element = document.createElement('link');
    element.rel = 'stylesheet';
    element.href = url;
    const result = new Promise<unknown>((resolve, reject) => {
      element.addEventListener('load', () => resolve(undefined));
      element.addEventListener('error', () => reject(new Error(`${url} could not be loaded`)));
    });
    document.head.appendChild(element);
    return { element, result };
  };

  return {
    acquire(url) {
      const entry = loaded.get(url);
      if (entry) {
        entry.count++;
        return entry.result;
      }
      const fresh = isStylesheet(url) ? loadStylesheet(url) : { element: null, result: importModule(url) };
      const created = { count: 1, ...fresh };
      loaded.set(url, created);
      // A failed load is forgotten, so that trying again loads again.
      created.result.catch(() => {
        if (loaded.get(url) === created) {
          created.element?.remove();
          loaded.delete(url);
        }
      });
      return created.result;
    },
    release(url) {
      const entry = loaded.get(url);
      if (!entry) return;
      if (entry.count > 1) {
        entry.count--;
        return;
      }
      if (!entry.element) {
        entry.count = 0;
        return;
      }
      entry.element.remove();
      loaded.delete(url);
    },
    count: (url) => loaded.get(url)?.count ?? 0,
  };
}
