import type { ListedPackage, Manifest } from '../../server/contract';
import { DisposableStore, toDisposable, writableValue, type Disposable, type ReadableValue } from '../core';
import type { ScriptLoader } from './scriptLoader';
import { isPlugin } from './isPlugin';
import type { Plugin } from './types';

export interface PackageLoaderDeps {
  scripts: ScriptLoader;
  /** Activates a package's plugin; resolves false when its activation failed. */
  activate: (plugin: Plugin) => { active: Disposable; activated: Promise<boolean> };
  /** Where installed packages' files are served: `${base}/${name}/${file}`, asked with `?rev=` and the package's revision. */
  baseUrl: string;
}

export interface PackageLoader extends Disposable {
  /**
   * Loads the package's files once and activates its plugin; rejects saying what failed, and
   * without fetching anything when the package's `engines.atrium` range excludes this Atrium.
   */
  load(pkg: ListedPackage): Promise<void>;
  /**
   * Follows a new manifest: each loaded package that it no longer lists is unloaded (its plugin
   * deactivated, so everything it registered goes, and its files released), and each whose
   * revision changed (a rebuild) is unloaded and loaded again from URLs that carry the new
   * revision, so that the browser does not answer with the module it imported before.
   */
  refresh(manifest: Manifest): PackageRefresh;
  /** The packages whose last load failed, by name, with why; a load that succeeds takes its package off. */
  readonly failures: ReadableValue<ReadonlyMap<string, string>>;
}

/** What a refresh did. */
export interface PackageRefresh {
  /** The packages unloaded, by name: those gone from the manifest and those loading again. */
  unloaded: readonly string[];
  /** Settles when the packages loading again have; rejects with the first that failed. */
  reloaded: Promise<void>;
}

/** A package's load, for as long as it holds: the revision it loaded, and what to undo to unload it. */
interface Load {
  revision: string | undefined;
  done: Promise<void>;
  own: DisposableStore;
}

const isModule = (file: string) => /\.m?js$/i.test(file);

/**
 * Loads third-party packages on first use: their stylesheets and their ES module, whose default
 * export is a plugin (built against the SDK, sharing Atrium's React through the import map).
 */
export function createPackageLoader({ scripts, activate, baseUrl }: PackageLoaderDeps): PackageLoader {
  const loads = new Map<string, Load>();
  let disposed = false;
  const failures = writableValue<ReadonlyMap<string, string>>(new Map());

  /** Records why the package's load failed, or that it did not. */
  function settled(name: string, why?: string) {
    if (why === undefined && !failures.get().has(name)) return;
    const next = new Map(failures.get());
    if (why === undefined) next.delete(name);
    else next.set(name, why);
    failures.set(next);
  }

  /** Where a file of the package is served; the revision only changes the URL, not what is served. */
  function urlOf(pkg: ListedPackage, file: string): string {
    const url = `${baseUrl}/${encodeURIComponent(pkg.name)}/${file.split('/').map(encodeURIComponent).join('/')}`;
    return pkg.revision === undefined ? url : `${url}?rev=${encodeURIComponent(pkg.revision)}`;
  }

  async function loadInto(pkg: ListedPackage, own: DisposableStore): Promise<void> {
    // The server lists no such package; one that reaches the desktop anyway (a server that does
    // not check) is refused before its code runs against an SDK it was not built for.
    // Imported here, not at the top: semver's range check would add ~20 KB to every start-up,
    // and a desktop without installed packages never needs it.
    const { atriumMismatch } = await import('../../server/contract/engines');
    const mismatch = atriumMismatch(pkg);
    if (mismatch !== undefined) throw new Error(mismatch);
    // A failed load is undone whole, so that trying again does not activate a plugin twice.
    try {
      const modules = await Promise.all(
        pkg.files.map(async (file) => {
          const url = urlOf(pkg, file);
          const loaded = await scripts.acquire(url);
          own.add(toDisposable(() => scripts.release(url)));
          return { file, url, loaded };
        }),
      );
      for (const { url, loaded } of modules.filter(({ file }) => isModule(file))) {
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

  function start(pkg: ListedPackage): Load {
    const own = new DisposableStore();
    // A load asked for after the desktop went is undone as it goes.
    if (disposed) own.dispose();
    const load: Load = { revision: pkg.revision, own, done: loadInto(pkg, own) };
    loads.set(pkg.name, load);
    load.done.then(
      () => settled(pkg.name),
      (error: unknown) => {
        // A failed load may be tried again (a network blip, a package fixed and reinstalled).
        if (loads.get(pkg.name) === load) loads.delete(pkg.name);
        settled(pkg.name, error instanceof Error ? error.message : String(error));
      },
    );
    return load;
  }

  return {
    load: (pkg) => (loads.get(pkg.name) ?? start(pkg)).done,
    refresh(manifest) {
      const listed = new Map(manifest.map((pkg) => [pkg.name, pkg]));
      const unloaded: string[] = [];
      const reloading: Promise<void>[] = [];
      for (const [name, load] of [...loads]) {
        const pkg = listed.get(name);
        if (pkg !== undefined && pkg.revision === load.revision) continue;
        // A load still under way is undone as it goes: what it adds to its disposed store goes at once.
        loads.delete(name);
        load.own.dispose();
        unloaded.push(name);
        if (pkg !== undefined) reloading.push(start(pkg).done);
      }
      return { unloaded, reloaded: Promise.all(reloading).then(() => undefined) };
    },
    failures,
    dispose() {
      disposed = true;
      for (const load of loads.values()) load.own.dispose();
    },
  };
}
