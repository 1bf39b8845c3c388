import {
  formatFileSize,
  isValidPath,
  parentPath,
  VFS_DEFAULT_PATH,
  type Application,
  type FileEntry,
  type PluginDialogs,
  type ReadableValue,
  type Vfs,
  type WindowHandle,
} from '../../sdk';
import type { ClipboardStore } from './clipboard';
import { createCommands, type Translate } from './commands';
import { WINDOW_MIN, WINDOW_SIZE } from './constants';
import { createFilesStore } from './filesStore';
import { FilesView } from './FilesView';
import { folderPlace } from './places';
import type { FilesPreferences } from './preferences';

/** What a Files window needs of the desktop. */
export interface FilesDeps {
  vfs: Vfs;
  dialogs: Pick<PluginDialogs, 'show' | 'progress'>;
  t: Translate;
  /** The user's language, e.g. 'de_DE'. */
  locale: ReadableValue<string>;
  clipboard: ClipboardStore;
  preferences: ReadableValue<FilesPreferences>;
  setPreferences: (change: Partial<FilesPreferences>) => void;
  /** Opens a file with the default application for its type; a choice of application belongs to window `parent`. */
  openFile: (entry: FileEntry, parent: number | null) => Promise<unknown>;
}

/**
 * Where a launch opens: `args.path`'s folder, or for a file its folder with the file selected
 * (the default path without one). A path that cannot be read opens as it is, and the window says why.
 */
async function startOf(vfs: Vfs, args: Application['args']): Promise<{ folder: string; select: string | null }> {
  const path = typeof args.path === 'string' && isValidPath(args.path) ? args.path : VFS_DEFAULT_PATH;
  try {
    const entry = await vfs.stat(path);
    if (entry.isDirectory) return { folder: entry.path, select: null };
    return { folder: parentPath(entry.path) ?? path, select: entry.path };
  } catch {
    return { folder: path, select: null };
  }
}

/** Opens a Files window for a launch: its store, its commands and its view, released when it closes. */
export async function launchFiles(app: Application, deps: FilesDeps): Promise<void> {
  const start = await startOf(deps.vfs, app.args);
  const store = createFilesStore({ vfs: deps.vfs, start: folderPlace(start.folder), preferences: deps.preferences, locale: deps.locale });
  // The view may render (and name its folder) before openWindow returns the handle.
  let handle: WindowHandle | null = null;
  const first: { title: string | null } = { title: null };
  const commands = createCommands({
    store,
    vfs: deps.vfs,
    dialogs: deps.dialogs,
    t: deps.t,
    clipboard: deps.clipboard,
    openFile: (entry) => deps.openFile(entry, handle?.wid ?? null),
    formatSize: (bytes) => formatFileSize(bytes, deps.preferences.get().sizeBase, deps.locale.get()),
    parent: () => handle?.wid ?? null,
  });
  const window = app.openWindow({
    id: 'main',
    title: app.title,
    dimension: WINDOW_SIZE,
    attributes: { minDimension: WINDOW_MIN },
    content: (
      <FilesView
        store={store}
        commands={commands}
        clipboard={deps.clipboard}
        vfs={deps.vfs}
        preferences={deps.preferences}
        setPreferences={deps.setPreferences}
        onTitle={(title) => {
          if (handle) handle.setTitle(title);
          else first.title = title;
        }}
      />
    ),
  });
  handle = window;
  if (first.title !== null) window.setTitle(first.title);
  window.onDidClose(() => store.dispose());
  if (start.select !== null) {
    const select = start.select;
    await store.getState().reload();
    store.getState().selectKeys([select]);
  }
}
