import type { Manifest, PackageMetadata, Profile } from '../../server/contract';
import type { ReadableValue } from '../core';
import type { DefaultApplications, DialogService, Translate } from '../dialogs';
import { vfsErrorText, type FileEntry, type Vfs } from '../vfs';
import { FILES_APP } from './constants';
import { appsForMime, rememberedMime } from './fileApps';
import { titleIn } from './rules';
import type { AppArgs, Application } from './types';

/**
 * How a file is opened.
 *
 * @example
 * ```ts
 * await ctx.apps.openFile('home:/Notes.txt', { parent: window.wid });
 * ```
 */
export interface OpenFileOptions {
  /** The window the choice of application belongs to (its dialog opens as that window's modal child). */
  parent?: number;
}

export interface FileOpenerDeps {
  vfs: Pick<Vfs, 'stat'>;
  launch: (name: string, args: AppArgs) => Promise<Application | null>;
  manifest: ReadableValue<Manifest>;
  profile: ReadableValue<Profile | null>;
  locale: ReadableValue<string>;
  dialogs: Pick<DialogService, 'show'>;
  /** The user's remembered choices per MIME type. */
  defaults: DefaultApplications;
  t: Translate;
  log: Pick<Console, 'warn'>;
}

/**
 * Opens files with their default application: a folder in the Files app; a file in the one
 * application whose `mimes` take its type, the one remembered for it, or the one the user picks in
 * the default-application dialog ('Remember my choice' keeps it in the settings). Each is launched
 * with `args.path`; a singleton also with the page args (page, pageTitle), so that a running one
 * gets the file as a page request (`PageArgs.path`). A file that no application opens, or that
 * cannot be found, is said so in an alert.
 * Resolves the launched application, or null when none was (cancelled, refused, nothing to open it).
 */
export function createFileOpener(deps: FileOpenerDeps): (target: string | FileEntry, options?: OpenFileOptions) => Promise<Application | null> {
  const { t } = deps;
  const tell = async (title: string, message: string, parent: number | undefined) => {
    await deps.dialogs.show('alert', { title, message, ...(parent === undefined ? {} : { parent }) });
    return null;
  };

  return async (target, { parent } = {}) => {
    let entry: FileEntry;
    try {
      entry = typeof target === 'string' ? await deps.vfs.stat(target) : target;
    } catch (error) {
      return tell(t('apps.openFailed'), vfsErrorText(error, t), parent);
    }
    if (entry.isDirectory) return deps.launch(FILES_APP, { path: entry.path });
    // A running singleton is only focused by a launch: the file reaches it as a page request.
    const argsFor = (pkg: PackageMetadata): AppArgs =>
      pkg.singleton === true ? { path: entry.path, page: entry.path, pageTitle: entry.filename } : { path: entry.path };

    const userApps = new Set(deps.profile.get()?.apps.map((app) => app.name));
    const candidates = appsForMime(deps.manifest.get(), userApps, entry.mime);
    if (candidates.length === 0) return tell(t('apps.openFailed'), t('apps.noApplication', { name: entry.filename, mime: entry.mime }), parent);

    const mime = rememberedMime(entry.mime);
    const remembered = mime === null ? undefined : deps.defaults.get(mime);
    const chosen = candidates.length === 1 ? candidates[0] : candidates.find((pkg) => pkg.name === remembered);
    if (chosen) return deps.launch(chosen.name, argsFor(chosen));

    const locale = deps.locale.get();
    const { reason, value } = await deps.dialogs.show('defaultApplication', {
      title: t('apps.openWith', { name: entry.filename }),
      mime: entry.mime,
      apps: candidates.map((pkg) => ({ name: pkg.name, title: titleIn(pkg.title, locale, pkg.name) })),
      ...(parent === undefined ? {} : { parent }),
    });
    if (reason !== 'ok' || !value) return null;
    if (value.remember && mime !== null) {
      try {
        deps.defaults.set(mime, value.app);
      } catch (error) {
        // A locked desktop keeps no choices: the file opens all the same.
        deps.log.warn(`Atrium: the choice of ${value.app} for ${mime} files could not be kept`, error);
      }
    }
    const app = candidates.find((pkg) => pkg.name === value.app);
    return app ? deps.launch(app.name, argsFor(app)) : null;
  };
}
