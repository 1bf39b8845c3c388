import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { formatFileSize } from '../i18n';
import { fileIconUrl, formatFileDate, type FileEntry } from '../vfs';

/** How far PageUp and PageDown move. */
const PAGE_ROWS = 10;

export interface FileListProps {
  id: string;
  /** The list's accessible name. */
  label: string;
  entries: readonly FileEntry[];
  /** The chosen entry's index; -1 for none. */
  selected: number;
  /** The listing is on its way. */
  busy: boolean;
  /** Takes the focus when it mounts. */
  autoFocus: boolean;
  /** The language sizes are written in. */
  locale: string;
  onSelect: (index: number) => void;
  /** Enter or a double-click on an entry. */
  onActivate: (index: number) => void;
}

/** The row the key moves to from `selected`, or null when the key does not move (Enter, Tab, …). */
function target(key: string, selected: number, entries: readonly FileEntry[]): number | null {
  const last = entries.length - 1;
  if (last < 0) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(selected + 1, last);
    case 'ArrowUp':
      return Math.max(selected - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return Math.min(Math.max(selected, 0) + PAGE_ROWS, last);
    case 'PageUp':
      return Math.max(selected - PAGE_ROWS, 0);
  }
  // A letter jumps to the next name starting with it, going round.
  if (!/^\S$/u.test(key)) return null;
  const letter = key.toLocaleLowerCase();
  for (let step = 1; step <= entries.length; step++) {
    const index = (selected + step) % entries.length;
    if (entries[index]?.filename.toLocaleLowerCase().startsWith(letter)) return index;
  }
  return null;
}

/**
 * A folder's entries as a list box: each row its icon, name, size and date (a row is named by its
 * name and described by the rest). Keyboard as a list
 * box: arrows, Home, End, PageUp, PageDown and a first letter choose; Enter activates. The focus
 * stays on the list, which points at the chosen row (aria-activedescendant).
 */
export function FileList({ id, label, entries, selected, busy, autoFocus, locale, onSelect, onActivate }: FileListProps) {
  const rowId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  // React's autoFocus reaches form controls only; a list box is focused by hand, once, when it mounts.
  const focusFirst = useRef(autoFocus);
  useLayoutEffect(() => {
    if (focusFirst.current) listRef.current?.focus();
  }, []);

  useEffect(() => {
    if (selected < 0) return;
    listRef.current?.querySelector(`[data-index="${selected}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (selected >= 0) onActivate(selected);
      return;
    }
    const next = target(event.key, selected, entries);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
  };

  return (
    <div
      ref={listRef}
      id={id}
      className="file-list"
      role="listbox"
      aria-label={label}
      aria-busy={busy || undefined}
      aria-activedescendant={selected >= 0 ? `${rowId}-${selected}` : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {entries.map((entry, index) => (
        <div
          key={entry.path}
          id={`${rowId}-${index}`}
          data-index={index}
          className="file-list__row"
          role="option"
          aria-selected={index === selected}
          aria-labelledby={`${rowId}-${index}-name`}
          aria-describedby={`${rowId}-${index}-size ${rowId}-${index}-date`}
          onClick={() => onSelect(index)}
          onDoubleClick={() => onActivate(index)}
        >
          <img className="file-list__icon" src={fileIconUrl(entry.icon)} alt="" width={16} height={16} />
          <span id={`${rowId}-${index}-name`} className="file-list__name">
            {entry.filename}
          </span>
          <span id={`${rowId}-${index}-size`} className="file-list__size">
            {entry.isDirectory ? '' : formatFileSize(entry.size, 1024, locale)}
          </span>
          <span id={`${rowId}-${index}-date`} className="file-list__date">
            {formatFileDate(entry.stat.modifiedAt)}
          </span>
        </div>
      ))}
    </div>
  );
}
