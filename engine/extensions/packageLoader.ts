import type { PackageMetadata } from '../../server/contract';
import { DisposableStore, toDisposable, writableValue, type Disposable, type ReadableValue } from '../core';
import type { ScriptLoader } from './scriptLoader';
import { isPlugin } from './isPlugin';
import type { Plugin } from './types';

export interface PackageLoaderDeps {
  scripts: ScriptLoader;
  /** Activates a package's plugin; resolves false when its activation failed. */
  activate: (plugin: Plugin) => { active: Disposable; activated: Promise<boolean> };
  /** Where installed packages' files are served: `${base}/${name}/${file}`. */
  baseUrl: string;
}

export interface PackageLoader extends Disposable {
  /**
   * Loads the package's files once and activates its plugin; rejects saying what failed, and
   * without fetching anything when the package's `engines.atrium` range excludes this Atrium.
   */
  load(pkg: PackageMetadata): Promise<void>;
  /** The packages whose last load failed, by name, with why; a load that succeeds takes its package off. */
  readonly failures: ReadableValue<ReadonlyMap<string, string>>;
}

const isModule = (file: string) => /\.m?js$/i.test(file);

/**
 * Loads third-party packages on first use: their stylesheets and their ES module, whose default
 * export is a plugin (built against the SDK, sharing Atrium's React through the import map).
 */
export function createPackageLoader({ scripts, activate, baseUrl }: PackageLoaderDeps): PackageLoader {
  const loads = new Map<string, Promise<void>>();
  const held = new DisposableStore();
  const failures = writableValue<ReadonlyMap<string, string>>(new Map());

  /** Records why the package's load failed, or that it did not. */
  function settled(name: string, why?: string) {
    if (why === undefined && !failures.get().has(name)) return;
    const next = new Map(failures.get());
    if (why === undefined) next.delete(name);
    else next.set(name, why);
    failures.set(next);
  }

  async function loadOnce(pkg: PackageMetadata): Promise<void> {
    // The server lists no such package; one that reaches the desktop anyway (a server that does
    // not check) is refused before its code runs against an SDK it was not built for.
    // Imported here, not at the top: semver's range check would add ~20 KB to every start-up,
    // and a desktop without installed packages never needs it.
    const { atriumMismatch } = await import('../../server/contract/engines');
    const mismatch = atriumMismatch(pkg);
    if (mismatch !== undefined) throw new Error(mismatch);
    // A failed load is undone whole, so that trying again does not activate a plugin twice.
    const own = held.add(new DisposableStore());
    const urls = pkg.files.map((file) => `${baseUrl}/${encodeURIComponent(pkg.name)}/${file.split('/').map(encodeURIComponent).join('/')}`);
    try {
      const modules = await Promise.all(
        urls.map(async (url) => {
          const loaded = await scripts.acquire(url);
          own.add(toDisposable(() => scripts.release(url)));
          return { url, loaded };
        }),
      );
      for (const { url, loaded } of modules.filter(({ url }) => isModule(url))) {
        const plugin = (loaded as { default?: unknown } | undefined)?.default;
        if (!isPlugin(plugin)) throw new Error(`${url} does not export a plugin as its default (see definePlugin)`);
        const { active, activated } = activate(plugin);
        own.add(active);
        if (!(await activated)) throw new Error(`plugin '${plugin.id}' failed to activate`);
      }
    } catch (error) {
      own.dispose();
      throw error;
    }
  }

  return {
    load(pkg) {
      const existing = loads.get(pkg.name);
      if (existing) return existing;
      const loading = loadOnce(pkg);
      loads.set(pkg.name, loading);
      loading.then(
        () => settled(pkg.name),
        (error: unknown) => {
          // A failed load may be tried again (a network blip, a package fixed and reinstalled).
          loads.delete(pkg.name);
          settled(pkg.name, error instanceof Error ? error.message : String(error));
        },
      );
      return loading;
    },
    failures,
    dispose: () => held.dispose(),
  };
}
