import { memo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { FileListView, selectOnly, useTranslation, type FileListClassNames, type FileListItemState } from '../../sdk';
import type { ClipboardStore } from './clipboard';
import { ROW_HEIGHT, TILE } from './constants';
import { FileIcon } from './FileIcon';
import type { FilesStore } from './filesStore';
import { NameEditor } from './NameEditor';
import type { FilesPreferences, SortKey } from './preferences';
import { iconOf, originOf, sizeOf, timeOf, type Row } from './rows';

/** How the list writes sizes, times and kinds. */
export interface RowFormat {
  size: (bytes: number) => string;
  time: (epochMs: number) => string;
  /** The kind of a file or folder, e.g. "Image". */
  kind: (row: Row) => string;
}

export interface EntryListProps {
  store: FilesStore;
  clipboard: ClipboardStore;
  preferences: FilesPreferences;
  format: RowFormat;
  /** The list's accessible name, e.g. "Files in Documents". */
  label: string;
  /** Whether the rows are the trash's (other columns). */
  trash: boolean;
  onSort: (key: SortKey) => void;
  /** Enter on the selected rows, or a double-click on one. */
  onOpen: (rows: readonly Row[]) => void;
  rename: (row: Row, name: string) => Promise<string | null>;
  /** A key press the list leaves to Files (its commands). */
  onKey: (event: KeyboardEvent<HTMLElement>) => void;
  /** A right click: on a row (already selected then) or on the empty part of the list. */
  onMenu: (at: { left: number; top: number }, onRow: boolean) => void;
  /** Receives the list element, which the window focuses and the context menu key opens at. */
  listRef: React.RefObject<HTMLDivElement | null>;
}

const COLUMNS: readonly SortKey[] = ['name', 'size', 'time', 'kind'];

const LIST_CLASSES: FileListClassNames = { list: 'files__view files__view--list', scroller: 'files__scroller', lines: 'files__lines', line: 'files__line' };
const ICON_CLASSES: FileListClassNames = { ...LIST_CLASSES, list: 'files__view files__view--icons' };

const keyOf = (row: Row) => row.key;
const nameOf = (row: Row) => row.name;

interface ItemProps {
  row: Row;
  id: string;
  /** Its place in the list, from 0. */
  index: number;
  icons: boolean;
  selected: boolean;
  focused: boolean;
  cut: boolean;
  editor: ReactNode;
  format: RowFormat;
  trash: boolean;
}

/** One file or folder: a row of cells in the list view, a tile in the icon view. */
const Item = memo(function Item({ row, id, index, icons, selected, focused, cut, editor, format, trash }: ItemProps) {
  const className = `files__item${selected ? ' files__item--selected' : ''}${focused ? ' files__item--focused' : ''}${cut ? ' files__item--cut' : ''}`;
  const name = editor ?? (
    <span className="files__name" title={row.name}>
      {row.name}
    </span>
  );
  if (icons) {
    return (
      <div id={id} className={`${className} files__tile`} role="option" aria-selected={selected} aria-label={row.name} data-key={row.key}>
        <FileIcon name={iconOf(row)} size={48} />
        {name}
      </div>
    );
  }
  const kind = trash ? (originOf(row) ?? '') : format.kind(row);
  return (
    <div id={id} className={`${className} files__row`} role="row" aria-rowindex={index + 2} aria-selected={selected} aria-label={row.name} data-key={row.key}>
      <span className="files__cell files__cell--name" role="gridcell">
        <FileIcon name={iconOf(row)} size={16} />
        {name}
      </span>
      <span className="files__cell files__cell--size" role="gridcell">
        {/* Numbers and units read left to right in a right-to-left page too ("1.5 KiB", "2026-01-15 09:30"). */}
        {row.folder && !trash ? '' : <span dir="ltr">{format.size(sizeOf(row))}</span>}
      </span>
      <span className="files__cell files__cell--time" role="gridcell">
        <span dir="ltr">{format.time(timeOf(row))}</span>
      </span>
      <span className="files__cell files__cell--kind" role="gridcell" title={row.kind === 'entry' ? row.entry.mime : kind}>
        {kind}
      </span>
    </div>
  );
});

/**
 * The rows of the place, as a list with sortable columns (`grid`) or as icons (`listbox`): the
 * SDK's virtualised file list, with Files' rows, its column headers and the name edited in place.
 */
export function EntryList({ store, clipboard, preferences, format, label, trash, onSort, onOpen, rename, onKey, onMenu, listRef }: EntryListProps) {
  const { t } = useTranslation();
  const rows = useStore(store, (state) => state.rows);
  const selection = useStore(store, (state) => state.selection);
  const renaming = useStore(store, (state) => state.renaming);
  const cut = useStore(clipboard, (state) => (state.content?.mode === 'cut' ? state.content.items : null));
  const icons = preferences.view === 'icons';
  const cutKeys = new Set(cut?.map((item) => item.path));

  const renderItem = (row: Row, { id, index, selected, focused }: FileListItemState) => {
    const editor =
      renaming === row.key ? (
        <NameEditor
          name={row.name}
          folder={row.folder}
          label={t('files.renameLabel', { name: row.name })}
          commit={(name) => rename(row, name)}
          done={() => {
            store.getState().stopRename();
            listRef.current?.focus();
          }}
        />
      ) : null;
    return <Item key={row.key} row={row} id={id} index={index} icons={icons} selected={selected} focused={focused} cut={cutKeys.has(row.key)} editor={editor} format={format} trash={trash} />;
  };

  const onContextMenu = (event: MouseEvent, key: string | undefined) => {
    event.preventDefault();
    const state = store.getState();
    if (key === undefined) state.clearSelection();
    else if (!state.selection.selected.has(key)) state.select(selectOnly(key));
    listRef.current?.focus();
    onMenu({ left: event.clientX, top: event.clientY }, key !== undefined);
  };

  const headerLabels: Readonly<Record<SortKey, string>> = trash
    ? { name: t('files.columns.name'), size: t('files.columns.size'), time: t('files.columns.deleted'), kind: t('files.columns.origin') }
    : { name: t('files.columns.name'), size: t('files.columns.size'), time: t('files.columns.modified'), kind: t('files.columns.kind') };
  const header = icons ? null : (
    <div className="files__header" role="row" aria-rowindex={1}>
      {COLUMNS.map((key) => {
        const sorted = preferences.sort.key === key ? preferences.sort.direction : undefined;
        return (
          <span key={key} className={`files__cell files__cell--${key}`} role="columnheader" aria-sort={sorted ?? 'none'}>
            <button type="button" className="files__sort" tabIndex={-1} onClick={() => onSort(key)}>
              {headerLabels[key]}
              {sorted ? <span className={`files__sort-mark files__sort-mark--${sorted}`} aria-hidden="true" /> : null}
            </button>
          </span>
        );
      })}
    </div>
  );

  return (
    <FileListView
      items={rows}
      keyOf={keyOf}
      nameOf={nameOf}
      selection={selection}
      onSelection={(next) => store.getState().select(next)}
      onOpen={(keys) => {
        const chosen = new Set(keys);
        onOpen(rows.filter((row) => chosen.has(row.key)));
      }}
      multiple
      line={{ height: icons ? TILE.height : ROW_HEIGHT }}
      tileWidth={icons ? TILE.width : undefined}
      renderItem={renderItem}
      onKey={onKey}
      onContextMenu={onContextMenu}
      listRef={listRef}
      role={icons ? 'listbox' : 'grid'}
      label={label}
      header={header}
      classNames={icons ? ICON_CLASSES : LIST_CLASSES}
    />
  );
}
