import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { OVERSCAN, TYPE_AHEAD_MS } from './constants';
import { listKeyOf, type KeyLayout } from './keys';
import { click, findByPrefix, move, selectAll, selectedInOrder, selectOnly, toggleFocused, type Selection } from './selection';

/**
 * What an entry is drawn as: its element id (the list points at the focused one), place and state.
 *
 * @example
 * ```tsx
 * const renderItem = (entry: FileEntry, { id, selected }: FileListItemState) => (
 *   <div id={id} data-key={entry.path} role="option" aria-selected={selected}>{entry.filename}</div>
 * );
 * ```
 */
export interface FileListItemState {
  /** The id the entry's element must carry: the list's `aria-activedescendant` names it. */
  id: string;
  /** Its place in the list, from 0. */
  index: number;
  /** Whether the entry is chosen. */
  selected: boolean;
  /** Whether the entry has the focus ring the keyboard moves. */
  focused: boolean;
}

/**
 * The class names of the list's elements, which its owner's stylesheet styles.
 *
 * @example
 * ```ts
 * const classNames: FileListClassNames = { list: 'picker', scroller: 'picker__scroller', lines: 'picker__lines', line: 'picker__line' };
 * ```
 */
export interface FileListClassNames {
  /** The focusable list (role `grid` or `listbox`). */
  list: string;
  /** Its scrolling box. */
  scroller: string;
  /** The box of the lines, padded for the lines not drawn. */
  lines: string;
  /** A line: one entry, or the tiles of an icon view's row. */
  line: string;
}

/**
 * The props of {@link FileListView}.
 *
 * @example
 * ```tsx
 * const props: FileListProps<FileEntry> = {
 *   items: entries, keyOf: (entry) => entry.path, nameOf: (entry) => entry.filename,
 *   selection, onSelection: setSelection, onOpen: ([path]) => open(path), multiple: false,
 *   line: { height: 24 }, renderItem, role: 'listbox', label: 'Files', classNames,
 * };
 * ```
 */
export interface FileListProps<T> {
  /** The entries in the order shown. */
  items: readonly T[];
  /** What identifies an entry in `selection` (a path, a trash id). */
  keyOf: (item: T) => string;
  /** The name typing finds. */
  nameOf: (item: T) => string;
  /** What is chosen, which the list shows. */
  selection: Selection;
  /** What a click, a key or a typed name chose: the owner keeps it and gives it back as `selection`. */
  onSelection: (selection: Selection) => void;
  /** Enter, with the selected keys in list order, or a double-click, with the entry's key. */
  onOpen: (keys: readonly string[]) => void;
  /** Several entries may be chosen (Files), or one (a file dialog). */
  multiple: boolean;
  /**
   * A line's height in px. With `measure`, the lines are as high as their entries draw them and
   * `height` is only the first guess: the first line drawn is measured once, so the list lays out
   * exactly as the same rows one under another would.
   */
  line: { height: number; measure?: boolean };
  /** An icon view's tile width in px: a line holds as many tiles as fit. Absent: one entry a line. */
  tileWidth?: number;
  /** Draws an entry: its element has the state's `id` and a `data-key` of its key, which clicks find it by. */
  renderItem: (item: T, state: FileListItemState) => ReactNode;
  /** A key press the list leaves alone (not a step, type-ahead or Enter), for its owner's commands. */
  onKey?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** A right click, on an entry (its key) or beside the entries. */
  onContextMenu?: (event: MouseEvent<HTMLDivElement>, key: string | undefined) => void;
  /** Receives the focusable list element. */
  listRef?: RefObject<HTMLDivElement | null>;
  /** Takes the focus when it mounts. */
  autoFocus?: boolean;
  /** `grid` for rows of cells under a header, `listbox` for options. */
  role: 'grid' | 'listbox';
  /** The list's accessible name, e.g. "Files in Documents". */
  label: string;
  /** The list element's id. */
  id?: string;
  /** The listing is on its way. */
  busy?: boolean;
  /** Drawn above the scrolling lines (a grid's column headers). */
  header?: ReactNode;
  /** The class names of the list's elements. */
  classNames: FileListClassNames;
}

/**
 * A folder's entries, with only the lines in view in the DOM: a folder of 10,000 entries costs
 * what one of thirty does. The list keeps the focus while the keyboard moves the focus ring
 * (`aria-activedescendant`), so the ring survives rows leaving the DOM as it scrolls. The lines
 * are in flow between two paddings that stand for the lines not drawn. The keyboard is
 * `listKeyOf`'s: arrows, Home, End, Page Up and Down, type-ahead, Enter; a click chooses (with
 * Ctrl and Shift where several may be chosen) and a double-click opens.
 *
 * @example
 * ```tsx
 * const [selection, setSelection] = useState(EMPTY_SELECTION);
 * <FileListView {...props} selection={selection} onSelection={setSelection} />;
 * ```
 */
export function FileListView<T>(props: FileListProps<T>) {
  const { items, keyOf, selection, onSelection, multiple, line, tileWidth, renderItem, classNames } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const linesRef = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: -Infinity });
  const baseId = useId();

  // The scroller's size as the virtualizer measures it: an icon view fits its tiles to the width.
  const [width, setWidth] = useState(0);
  const [height, setHeight] = useState(0);
  const [measured, setMeasured] = useState<number | null>(null);
  const lineHeight = measured ?? line.height;
  const columns = tileWidth === undefined ? 1 : Math.max(1, Math.floor(width / tileWidth));
  // No React Compiler builds this code: the virtualizer's functions are read during render only.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: Math.ceil(items.length / columns),
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => lineHeight,
    overscan: OVERSCAN,
    onChange: (instance) => {
      setWidth(instance.scrollRect?.width ?? 0);
      setHeight(instance.scrollRect?.height ?? 0);
    },
  });
  const layout: KeyLayout = { columns, page: Math.max(1, Math.floor(height / lineHeight) - 1), rtl: document.documentElement.dir === 'rtl' };

  // The lines' height, read once from the first one drawn; the virtualizer then places every line by it.
  const drawn = items.length > 0;
  useLayoutEffect(() => {
    if (!line.measure || measured !== null || !drawn) return;
    const size = linesRef.current?.firstElementChild?.getBoundingClientRect().height ?? 0;
    if (size > 0) setMeasured(size);
  }, [line.measure, measured, drawn]);
  useLayoutEffect(() => virtualizer.measure(), [lineHeight, virtualizer]);

  // React's autoFocus reaches form controls only: the list is focused by hand, once, when it mounts.
  const focusFirst = useRef(props.autoFocus === true);
  useLayoutEffect(() => {
    if (focusFirst.current) listRef.current?.focus();
  }, []);
  // The owner's ref points at the same element.
  useLayoutEffect(() => {
    if (props.listRef) props.listRef.current = listRef.current;
  });

  const order = items.map(keyOf);
  const focusIndex = selection.focus === null ? -1 : order.indexOf(selection.focus);
  // The keyboard moved the focus ring: scroll its line into view.
  useEffect(() => {
    if (focusIndex >= 0) virtualizer.scrollToIndex(Math.floor(focusIndex / columns), { align: 'auto' });
  }, [focusIndex, columns, virtualizer]);

  const lines = virtualizer.getVirtualItems();
  const firstShown = (lines[0]?.index ?? 0) * columns;
  const lastShown = ((lines.at(-1)?.index ?? -1) + 1) * columns - 1;
  const idOf = (index: number) => `${baseId}-${String(index)}`;

  const keyAt = (event: MouseEvent) => (event.target as Element).closest<HTMLElement>('[data-key]')?.dataset.key;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = listKeyOf(event, layout, multiple);
    if (!key) {
      props.onKey?.(event);
      return;
    }
    event.preventDefault();
    switch (key.kind) {
      case 'step':
        onSelection(move(selection, order, key.step, key.modifiers));
        return;
      case 'type': {
        const now = event.timeStamp;
        typed.current = { text: now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + key.text : key.text, at: now };
        const found = findByPrefix(items.map(props.nameOf), typed.current.text, focusIndex);
        const foundKey = found === null ? undefined : order[found];
        if (foundKey !== undefined) onSelection(selectOnly(foundKey));
        return;
      }
      case 'toggle':
        onSelection(toggleFocused(selection));
        return;
      case 'selectAll':
        onSelection(selectAll(selection, order));
        return;
      case 'open': {
        const chosen = selectedInOrder(selection, order);
        if (chosen.length > 0) props.onOpen(chosen);
        return;
      }
    }
  };

  const onClick = (event: MouseEvent) => {
    const key = keyAt(event);
    const modifiers = { toggle: multiple && (event.ctrlKey || event.metaKey), range: multiple && event.shiftKey };
    if (key !== undefined) onSelection(click(selection, order, key, modifiers));
    // Beside the entries: a plain click clears a selection of several; a single choice stays.
    else if (multiple && !modifiers.toggle && !modifiers.range) onSelection({ ...selection, selected: new Set() });
  };

  const before = lines[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (lines.at(-1)?.end ?? 0);

  return (
    <div
      ref={listRef}
      id={props.id}
      className={classNames.list}
      role={props.role}
      aria-label={props.label}
      aria-busy={props.busy === true ? true : undefined}
      aria-multiselectable={multiple ? true : undefined}
      aria-rowcount={props.role === 'grid' ? items.length + (props.header ? 1 : 0) : undefined}
      aria-activedescendant={focusIndex >= firstShown && focusIndex <= lastShown ? idOf(focusIndex) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onDoubleClick={(event) => {
        const key = keyAt(event);
        if (key !== undefined) props.onOpen([key]);
      }}
      onContextMenu={props.onContextMenu && ((event) => props.onContextMenu?.(event, keyAt(event)))}
    >
      {props.header}
      <div ref={scrollerRef} className={classNames.scroller} role="presentation">
        <div ref={linesRef} className={classNames.lines} role="presentation" style={{ paddingBlock: `${String(before)}px ${String(after)}px` }}>
          {lines.map((virtual) => (
            <div key={virtual.key} className={classNames.line} role="presentation" style={line.measure ? undefined : { height: virtual.size }}>
              {items.slice(virtual.index * columns, virtual.index * columns + columns).map((item, offset) => {
                const index = virtual.index * columns + offset;
                const key = order[index] ?? '';
                return renderItem(item, { id: idOf(index), index, selected: selection.selected.has(key), focused: selection.focus === key });
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
