import { joinPath, parentPath, vfsErrorText, type FileEntry, type PluginDialogs, type Vfs } from '../../sdk';
import type { ClipboardStore } from './clipboard';
import { NAME_MAX_BYTES, PROGRESS_INTERVAL_MS, UPLOAD_CONCURRENCY } from './constants';
import type { FilesStore } from './filesStore';
import { copyName, freeName, nameProblem, type CopyNamer, type NameProblem } from './names';
import { folderPlace, folderTitle, mountOf } from './places';
import type { FailureReportOptions } from './FailureReport';
import type { Row } from './rows';
import { renameTopLevel, topLevelNames, upload, type UploadBatch, type UploadFailure } from './upload';

/** Translates a key of the shell's tables (`files.*`). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface CommandDeps {
  store: FilesStore;
  vfs: Vfs;
  dialogs: Pick<PluginDialogs, 'show' | 'progress'>;
  t: Translate;
  clipboard: ClipboardStore;
  /** Opens a file with the default application for its type. */
  openFile(entry: FileEntry): Promise<unknown>;
  /** A size as the preferences show sizes. */
  formatSize(bytes: number): string;
  /** The Files window's wid: its dialogs open as that window's modal children. */
  parent(): number | null;
}

/** The dialog kind Files registers to list what failed, name by name. */
export const FAILURE_REPORT = 'atrium.files.failures';

/** The text of a name problem, in the user's language. */
export function problemText(problem: NameProblem, t: Translate): string {
  switch (problem.kind) {
    case 'tooLong':
      return t('files.names.tooLong', { bytes: problem.bytes, max: NAME_MAX_BYTES });
    case 'taken':
      return t('files.names.taken', { name: problem.name });
    default:
      return t(`files.names.${problem.kind}`);
  }
}

/**
 * What the user can do in a Files window, on the rows it shows: every call goes to the VFS, asks
 * first where a desktop asks (delete, replace on upload), and reports what failed by name while
 * the rest goes through.
 */
export function createCommands(deps: CommandDeps) {
  const { store, vfs, dialogs, t, clipboard } = deps;
  const errorText = (error: unknown) => vfsErrorText(error, t);
  const state = () => store.getState();
  const place = () => state().history.current;
  const folder = () => {
    const current = place();
    return current.kind === 'folder' ? current.path : null;
  };
  const namesHere = () => new Set(state().rows.map((row) => row.name));
  const namer: CopyNamer = (stem, extension, n) => (n === 1 ? t('files.copyName', { stem, extension }) : t('files.copyNameN', { stem, extension, n }));

  const confirm = async (message: string, ok: string) => {
    const { value } = await dialogs.show('confirm', { message, labels: { ok }, parent: deps.parent() });
    return value === 'ok';
  };
  const report = async (message: string, failures: readonly UploadFailure[]) => {
    if (failures.length === 0) return;
    const options: FailureReportOptions = { message, failures, parent: deps.parent() };
    await dialogs.show(FAILURE_REPORT, options);
  };
  /** Runs `act` on each row in turn; what fails is collected by name. */
  const each = async (rows: readonly Row[], act: (row: Row) => Promise<unknown>) => {
    const failures: UploadFailure[] = [];
    for (const row of rows) {
      try {
        await act(row);
      } catch (error) {
        failures.push({ name: row.name, message: errorText(error) });
      }
    }
    return failures;
  };
  const question = (rows: readonly Row[], one: string, many: string) =>
    rows.length === 1 ? t(one, { name: rows[0]?.name }) : t(many, { count: rows.length });

  /** Whether the place shown takes writes: a folder of a mount that is not read-only. */
  const writable = () => {
    const path = folder();
    if (path === null) return false;
    const mount = vfs.mounts().find((candidate) => candidate.name === mountOf(path));
    return mount !== undefined && !mount.attributes.readOnly;
  };

  return {
    writable,

    /** Opens a folder in place and a file with its default application; a trashed entry opens nothing. */
    async open(row: Row) {
      if (row.kind !== 'entry') return;
      if (row.folder) await store.getState().go(folderPlace(row.entry.path));
      else await deps.openFile(row.entry);
    },

    async newFolder() {
      const here = folder();
      if (here === null) return;
      const path = joinPath(here, freeName(t('files.newFolderName'), namesHere()));
      try {
        await vfs.mkdir(path);
      } catch (error) {
        await report(t('files.failed.newFolder'), [{ name: path, message: errorText(error) }]);
        return;
      }
      await state().reload();
      state().selectKeys([path]);
      state().startRename(path);
    },

    /**
     * Renames a row to `name`. Resolves null when it is done (or nothing changed), else the text
     * of what is wrong, for the name editor to show while it stays open.
     */
    async rename(row: Row, name: string): Promise<string | null> {
      if (row.kind !== 'entry' || name === row.name) return null;
      const taken = namesHere();
      taken.delete(row.name);
      const problem = nameProblem(name, taken);
      if (problem) return problemText(problem, t);
      const parent = parentPath(row.entry.path);
      if (parent === null) return null;
      const to = joinPath(parent, name);
      try {
        await vfs.rename(row.entry.path, to);
      } catch (error) {
        return errorText(error);
      }
      await state().reload();
      state().selectKeys([to]);
      return null;
    },

    /** Delete: after a confirm, moves the rows to the trash. */
    async trash(rows: readonly Row[]) {
      const entries = rows.filter((row) => row.kind === 'entry');
      if (entries.length === 0 || !writable()) return;
      if (!(await confirm(question(entries, 'files.confirm.trashOne', 'files.confirm.trashMany'), t('files.action.moveToTrash')))) return;
      await report(t('files.failed.trash'), await each(entries, (row) => vfs.trash(row.key)));
    },

    /** Shift+Delete, and Delete in the trash: after a confirm, deletes for good. */
    async deleteForGood(rows: readonly Row[]) {
      if (rows.length === 0 || (place().kind === 'folder' && !writable())) return;
      if (!(await confirm(question(rows, 'files.confirm.deleteOne', 'files.confirm.deleteMany'), t('files.action.deleteForGood')))) return;
      const failures = await each(rows, (row) => (row.kind === 'trashed' ? vfs.purge(row.key) : vfs.unlink(row.key)));
      if (place().kind === 'trash') await state().reload();
      await report(t('files.failed.delete'), failures);
    },

    async restore(rows: readonly Row[]) {
      const trashed = rows.filter((row) => row.kind === 'trashed');
      const failures = await each(trashed, (row) => vfs.restore(row.key));
      await state().reload();
      await report(t('files.failed.restore'), failures);
    },

    async emptyTrash() {
      if (!(await confirm(t('files.confirm.empty'), t('files.action.emptyTrash')))) return;
      try {
        await vfs.purge();
      } catch (error) {
        await report(t('files.failed.delete'), [{ name: t('files.trash'), message: errorText(error) }]);
      }
      await state().reload();
    },

    copy(rows: readonly Row[], mode: 'copy' | 'cut') {
      const entries = rows.filter((row) => row.kind === 'entry');
      if (entries.length === 0 || (mode === 'cut' && !writable())) return;
      clipboard.setState({ content: { mode, items: entries.map((row) => ({ path: row.key, name: row.name, folder: row.folder })) } });
    },

    /**
     * Pastes what was copied or cut into the folder shown. A copy whose name is taken (a paste into
     * the folder it came from, say) is named "name (copy)"; a cut moves, and a cut into the folder it
     * came from changes nothing. What is pasted is selected.
     */
    async paste() {
      const content = clipboard.getState().content;
      const here = folder();
      if (!content || here === null || !writable()) return;
      const taken = namesHere();
      const pasted: string[] = [];
      const failures: UploadFailure[] = [];
      for (const item of content.items) {
        try {
          if (content.mode === 'copy') {
            const name = copyName(item.name, item.folder, taken, namer);
            taken.add(name);
            pasted.push((await vfs.copy(item.path, joinPath(here, name))).path);
          } else if (parentPath(item.path) !== here) {
            if (taken.has(item.name)) throw new Error(t('files.names.taken', { name: item.name }));
            taken.add(item.name);
            pasted.push((await vfs.rename(item.path, joinPath(here, item.name))).path);
          }
        } catch (error) {
          failures.push({ name: item.name, message: errorText(error) });
        }
      }
      if (content.mode === 'cut') clipboard.setState({ content: null });
      await state().reload();
      state().selectKeys(pasted);
      await report(t('files.failed.paste'), failures);
    },

    /**
     * Uploads picked or dropped files into the folder shown: asks first when names are taken
     * (Replace, Keep both, Cancel), shows the progress dialog with bytes and files (its Cancel
     * stops the upload), and lists what failed by name while the rest went through.
     */
    async upload(batch: UploadBatch) {
      const here = folder();
      if (here === null || !writable() || batch.files.length + batch.folders.length + batch.unreadable.length === 0) return;
      const existing = namesHere();
      const clashes = topLevelNames(batch).filter((name) => existing.has(name));
      let overwrite = false;
      if (clashes.length > 0) {
        const folderName = folderTitle(here, vfs.mounts());
        const message =
          clashes.length === 1 ? t('files.upload.clashOne', { name: clashes[0], folder: folderName }) : t('files.upload.clashMany', { count: clashes.length, folder: folderName });
        const { value } = await dialogs.show('confirm', {
          message,
          buttons: ['ok', 'no', 'cancel'],
          labels: { ok: t('files.upload.replace'), no: t('files.upload.keepBoth') },
          parent: deps.parent(),
        });
        if (value !== 'ok' && value !== 'no') return;
        overwrite = value === 'ok';
        if (value === 'no') {
          const taken = new Set(existing);
          const renamed = new Map<string, string>();
          for (const name of clashes) {
            const free = copyName(name, batch.folders.includes(name), taken, namer);
            taken.add(free);
            renamed.set(name, free);
          }
          batch = renameTopLevel(batch, renamed);
        }
      }

      const controller = new AbortController();
      const progress = dialogs.progress({ title: t('files.upload.title'), message: '', value: 0, parent: deps.parent() });
      void progress.result.then(({ reason }) => {
        if (reason === 'cancel' || reason === 'esc') controller.abort();
      });
      let shownAt = 0;
      const result = await upload(vfs, here, batch, {
        overwrite,
        concurrency: UPLOAD_CONCURRENCY,
        signal: controller.signal,
        describe: errorText,
        onProgress: ({ loadedBytes, totalBytes, doneFiles, totalFiles }) => {
          const now = performance.now();
          if (now - shownAt < PROGRESS_INTERVAL_MS && doneFiles < totalFiles) return;
          shownAt = now;
          const message = t('files.upload.progress', {
            done: doneFiles,
            total: totalFiles,
            loaded: deps.formatSize(loadedBytes),
            size: deps.formatSize(totalBytes),
          });
          progress.update(totalBytes === 0 ? 100 : (loadedBytes / totalBytes) * 100, message);
        },
      });
      progress.close();
      await state().reload();
      const total = batch.files.length + batch.unreadable.length;
      if (result.canceled) {
        await dialogs.show('alert', { message: t('files.upload.canceled', { count: result.uploaded, total }), parent: deps.parent() });
      }
      await report(t('files.failed.upload', { count: result.failed.length, total }), result.failed);
    },

    /** Saves the selected files to the computer, each through the browser's download. */
    async download(rows: readonly Row[]) {
      const files = rows.filter((row) => row.kind === 'entry' && !row.folder);
      await report(t('files.failed.download'), await each(files, (row) => vfs.download(row.key)));
    },
  };
}

export type Commands = ReturnType<typeof createCommands>;
