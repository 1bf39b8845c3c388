import { basename, parentPath, vfsErrorText, type PluginContext, type WindowHandle } from '../../sdk';
import { isModified, type Notebook, type Page } from './notebook';

/** What Notes does with files, for its toolbar, its keys and its launches. */
export interface NotesFiles {
  /** Asks for a file (the open dialog) and shows it. */
  open(): Promise<void>;
  /** Reads the file at `path` into a page of its own (or shows the page that has it). */
  load(path: string): Promise<void>;
  /** Saves the shown page to its file, or asks where (Save As) when it has none. */
  save(): Promise<void>;
  /** Asks where to save the shown page (the save dialog asks before overwriting) and saves it there. */
  saveAs(): Promise<void>;
  /**
   * The user closes the window: true when nothing is unsaved; otherwise it asks whether to close
   * and lose the changes, closes the window itself when told to, and answers false.
   */
  mayClose(): boolean;
}

export interface NotesFilesDeps {
  ctx: Pick<PluginContext, 'vfs' | 'dialogs' | 'i18n'>;
  notebook: Notebook;
  /** The Notes window: its dialogs belong to it, and mayClose closes it. */
  window: () => Pick<WindowHandle, 'wid' | 'close'>;
}

/** The folder the dialogs start in: the shown page's file's, else the user's home (the dialog's default). */
const folderOf = (page: Page | undefined): { path?: string } => {
  const folder = page?.path ? parentPath(page.path) : null;
  return folder === null ? {} : { path: folder };
};

export function createNotesFiles({ ctx, notebook, window }: NotesFilesDeps): NotesFiles {
  const t = ctx.i18n.t;
  const state = () => notebook.getState();
  const shown = () => state().pages.find((page) => page.id === state().current);
  const failed = (error: unknown) => state().fail(vfsErrorText(error, t));

  const write = async (page: Page, path: string) => {
    const text = page.text;
    try {
      await ctx.vfs.writefile(path, text);
      state().savedAs(page.id, path, text);
    } catch (error) {
      failed(error);
    }
  };

  const files: NotesFiles = {
    async open() {
      const { reason, value } = await ctx.dialogs.show('file', { mode: 'open', parent: window().wid, ...folderOf(shown()) });
      if (reason === 'ok' && value) await files.load(value.path);
    },
    async load(path) {
      try {
        state().showFile(path, await ctx.vfs.readfile(path));
      } catch (error) {
        failed(error);
      }
    },
    async save() {
      const page = shown();
      if (!page) return;
      if (page.path === null) await files.saveAs();
      else await write(page, page.path);
    },
    async saveAs() {
      const page = shown();
      if (!page) return;
      const filename = page.path === null ? {} : { filename: basename(page.path) };
      const { reason, value } = await ctx.dialogs.show('file', { mode: 'save', parent: window().wid, ...folderOf(page), ...filename });
      // The page as it is now: the user may have typed while the dialog was open.
      const current = state().pages.find((candidate) => candidate.id === page.id);
      if (reason === 'ok' && value && current) await write(current, value.path);
    },
    mayClose() {
      const unsaved = state().pages.filter(isModified);
      if (unsaved.length === 0) return true;
      const names = unsaved.map((page) => page.title ?? t('notes.firstPage')).join(', ');
      void ctx.dialogs
        .show('confirm', {
          title: t('notes.unsavedTitle'),
          message: t('notes.unsaved', { names }),
          labels: { ok: t('notes.discard') },
          parent: window().wid,
        })
        .then(({ value }) => {
          if (value === 'ok') window().close();
        });
      return false;
    },
  };
  return files;
}
