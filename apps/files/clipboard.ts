import { createStore, type StoreApi } from 'zustand/vanilla';

/** A file or folder copied or cut, as it was when it was. */
export interface ClipboardItem {
  path: string;
  name: string;
  folder: boolean;
}

/** What Copy or Cut put aside for Paste: shared by every Files window of the page, as a desktop's is. */
export interface FilesClipboard {
  mode: 'copy' | 'cut';
  items: readonly ClipboardItem[];
}

export type ClipboardStore = StoreApi<{ content: FilesClipboard | null }>;

export const createClipboard = (): ClipboardStore => createStore(() => ({ content: null as FilesClipboard | null }));
