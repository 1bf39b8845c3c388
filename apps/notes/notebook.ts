import { createStore, type StoreApi } from 'zustand/vanilla';
import { basename, type PageArgs } from '../../sdk';

/** A page of the notebook: a topic opened by name (a link's page), or a file. */
export interface Page {
  id: string;
  /** Null for the notebook's first page, whose title is translated. */
  title: string | null;
  /** The file it shows and saves to, `name:/path`; null until it is saved as one. */
  path: string | null;
  text: string;
  /** The text as the file has it (last opened or saved): the page is modified while they differ. */
  saved: string;
}

export interface NotebookState {
  pages: readonly Page[];
  /** The id of the page shown. */
  current: string;
  /** Why the last open or save failed, for the error line; null when it did not. */
  error: string | null;
}

export interface NotebookActions {
  select: (id: string) => void;
  /** Replaces the shown page's text. */
  edit: (text: string) => void;
  /** Shows the page a launch or link asked for, adding it when it is new. */
  showPage: (request: PageArgs) => void;
  /** Shows the file at `path`, adding a page with `text` unless one shows it already (its edits kept). */
  showFile: (path: string, text: string) => void;
  /** Page `id` was saved as `path` with `text`. */
  savedAs: (id: string, path: string, text: string) => void;
  fail: (error: string | null) => void;
}

export type Notebook = StoreApi<NotebookState & NotebookActions>;

export const FIRST_PAGE: Page = { id: 'notes', title: null, path: null, text: '', saved: '' };

/** Whether a page has changes its file (or, for a page with none, nobody) has not seen. */
export const isModified = (page: Page): boolean => page.text !== page.saved;

/** A page for a file: keyed by its path, named after it. */
const filePage = (path: string, text: string): Page => ({ id: `file:${path}`, title: basename(path), path, text, saved: text });

/** The notebook's pages and which one shows; the first page is always there. */
export function createNotebook(): Notebook {
  return createStore<NotebookState & NotebookActions>()((set, get) => {
    const update = (id: string, change: (page: Page) => Page) => set({ pages: get().pages.map((page) => (page.id === id ? change(page) : page)) });
    const add = (page: Page) => set({ pages: [...get().pages, page], current: page.id });
    return {
      pages: [FIRST_PAGE],
      current: FIRST_PAGE.id,
      error: null,
      select: (id) => set({ current: id }),
      edit: (text) => update(get().current, (page) => ({ ...page, text })),
      showPage(request) {
        if (get().pages.some((page) => page.id === request.page)) set({ current: request.page });
        else add({ id: request.page, title: request.pageTitle ?? request.page, path: null, text: '', saved: '' });
      },
      showFile(path, text) {
        const open = get().pages.find((page) => page.path === path);
        if (open) set({ current: open.id, error: null });
        else {
          add(filePage(path, text));
          set({ error: null });
        }
      },
      savedAs(id, path, text) {
        update(id, (page) => ({ ...page, path, title: basename(path), saved: text }));
        set({ error: null });
      },
      fail: (error) => set({ error }),
    };
  });
}
