import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../../sdk';
import type { ClipboardStore } from './clipboard';
import { OVERSCAN, ROW_HEIGHT, TILE } from './constants';
import { FileIcon } from './FileIcon';
import type { FilesStore } from './filesStore';
import type { KeyLayout } from './keys';
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
  onOpen: (row: Row) => void;
  rename: (row: Row, name: string) => Promise<string | null>;
  /** A key press on the list, with its layout for steps. */
  onKey: (event: KeyboardEvent<HTMLElement>, layout: KeyLayout) => void;
  /** A right click: on a row (already selected then) or on the empty part of the list. */
  onMenu: (at: { left: number; top: number }, onRow: boolean) => void;
  /** Receives the list element, which the window focuses and the context menu key opens at. */
  listRef: React.RefObject<HTMLDivElement | null>;
}

const COLUMNS: readonly SortKey[] = ['name', 'size', 'time', 'kind'];

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
 * The rows of the place, as a list with sortable columns (`grid`) or as icons (`listbox`), with
 * only the rows in view in the DOM: a folder of 10,000 entries costs what one of thirty does. The
 * list keeps the focus while the keyboard moves the focus ring (`aria-activedescendant`), so the
 * ring survives rows leaving the DOM as it scrolls.
 */
export function EntryList({ store, clipboard, preferences, format, label, trash, onSort, onOpen, rename, onKey, onMenu, listRef }: EntryListProps) {
  const { t } = useTranslation();
  const rows = useStore(store, (state) => state.rows);
  const selection = useStore(store, (state) => state.selection);
  const renaming = useStore(store, (state) => state.renaming);
  const cut = useStore(clipboard, (state) => (state.content?.mode === 'cut' ? state.content.items : null));
  const scrollerRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const icons = preferences.view === 'icons';

  // The scroller's size, as the virtualizer measures it: the icon view fits its tiles to the width.
  const [width, setWidth] = useState(0);
  const [height, setHeight] = useState(0);
  const columns = icons ? Math.max(1, Math.floor(width / TILE.width)) : 1;
  // The virtualizer counts lines: a line is one row in the list view, `columns` tiles in the icon view.
  // No React Compiler builds this code: the virtualizer's functions are read during render only.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: Math.ceil(rows.length / columns),
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => (icons ? TILE.height : ROW_HEIGHT),
    overscan: OVERSCAN,
    onChange: (instance) => {
      setWidth(instance.scrollRect?.width ?? 0);
      setHeight(instance.scrollRect?.height ?? 0);
    },
  });
  const layout: KeyLayout = { columns, page: Math.max(1, Math.floor(height / (icons ? TILE.height : ROW_HEIGHT)) - 1), rtl: document.documentElement.dir === 'rtl' };

  const order = useStore(store, (state) => state.order);
  const focusIndex = selection.focus === null ? -1 : order.indexOf(selection.focus);
  // The keyboard moved the focus ring: scroll its row into view.
  useEffect(() => {
    if (focusIndex >= 0) virtualizer.scrollToIndex(Math.floor(focusIndex / columns), { align: 'auto' });
  }, [focusIndex, columns, virtualizer]);

  const cutKeys = new Set(cut?.map((item) => item.path));
  const items = virtualizer.getVirtualItems();
  const firstShown = (items[0]?.index ?? 0) * columns;
  const lastShown = ((items.at(-1)?.index ?? -1) + 1) * columns - 1;
  const idOf = (index: number) => `${baseId}-${String(index)}`;

  const rowAt = (event: MouseEvent) => {
    const key = (event.target as Element).closest<HTMLElement>('[data-key]')?.dataset.key;
    return key === undefined ? undefined : rows.find((row) => row.key === key);
  };
  const onClick = (event: MouseEvent) => {
    const row = rowAt(event);
    if (row) store.getState().click(row.key, { toggle: event.ctrlKey || event.metaKey, range: event.shiftKey });
    else if (!event.ctrlKey && !event.metaKey && !event.shiftKey) store.getState().clearSelection();
  };
  const onContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    const row = rowAt(event);
    if (row && !store.getState().selection.selected.has(row.key)) store.getState().click(row.key);
    if (!row) store.getState().clearSelection();
    listRef.current?.focus();
    onMenu({ left: event.clientX, top: event.clientY }, row !== undefined);
  };

  const lineOf = (line: number) =>
    rows.slice(line * columns, line * columns + columns).map((row, offset) => {
      const index = line * columns + offset;
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
      return (
        <Item
          key={row.key}
          row={row}
          id={idOf(index)}
          index={index}
          icons={icons}
          selected={selection.selected.has(row.key)}
          focused={selection.focus === row.key}
          cut={cutKeys.has(row.key)}
          editor={editor}
          format={format}
          trash={trash}
        />
      );
    });

  const headerLabels: Readonly<Record<SortKey, string>> = trash
    ? { name: t('files.columns.name'), size: t('files.columns.size'), time: t('files.columns.deleted'), kind: t('files.columns.origin') }
    : { name: t('files.columns.name'), size: t('files.columns.size'), time: t('files.columns.modified'), kind: t('files.columns.kind') };

  return (
    <div
      ref={listRef}
      className={`files__view files__view--${icons ? 'icons' : 'list'}`}
      role={icons ? 'listbox' : 'grid'}
      aria-label={label}
      aria-multiselectable="true"
      aria-rowcount={icons ? undefined : rows.length + 1}
      aria-activedescendant={focusIndex >= firstShown && focusIndex <= lastShown ? idOf(focusIndex) : undefined}
      tabIndex={0}
      onKeyDown={(event) => onKey(event, layout)}
      onClick={onClick}
      onDoubleClick={(event) => {
        const row = rowAt(event);
        if (row) onOpen(row);
      }}
      onContextMenu={onContextMenu}
    >
      {icons ? null : (
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
      )}
      <div ref={scrollerRef} className="files__scroller" role="presentation">
        <div className="files__lines" role="presentation" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((line) => (
            <div
              key={line.key}
              className="files__line"
              role="presentation"
              style={{ transform: `translateY(${String(line.start)}px)`, height: line.size }}
            >
              {lineOf(line.index)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
