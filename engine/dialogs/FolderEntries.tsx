import { FileListView, type FileListClassNames, type Selection } from '../filelist';
import { formatFileSize } from '../i18n';
import { fileIconUrl, formatFileDate, type FileEntry } from '../vfs';
import { FILE_DIALOG_ROW_HEIGHT } from './constants';

export interface FolderEntriesProps {
  id: string;
  /** The list's accessible name. */
  label: string;
  entries: readonly FileEntry[];
  /** The chosen entry (one at most: a file dialog answers one path). */
  selection: Selection;
  onSelection: (selection: Selection) => void;
  /** The listing is on its way. */
  busy: boolean;
  /** Takes the focus when it mounts. */
  autoFocus: boolean;
  /** The language sizes are written in. */
  locale: string;
  /** Enter or a double-click on an entry. */
  onActivate: (entry: FileEntry) => void;
}

const CLASSES: FileListClassNames = { list: 'file-list', scroller: 'file-list__scroller', lines: 'file-list__lines', line: 'file-list__line' };

const keyOf = (entry: FileEntry) => entry.path;
const nameOf = (entry: FileEntry) => entry.filename;

/**
 * A folder's entries in a file dialog: the engine's virtualised file list (a 10,000-entry folder
 * draws the rows in view), one entry chosen at a time, each row its icon, name, size and date (a
 * row is named by its name and described by the rest).
 */
export function FolderEntries({ id, label, entries, selection, onSelection, busy, autoFocus, locale, onActivate }: FolderEntriesProps) {
  return (
    <FileListView
      items={entries}
      keyOf={keyOf}
      nameOf={nameOf}
      selection={selection}
      onSelection={onSelection}
      onOpen={(keys) => {
        const entry = entries.find((candidate) => candidate.path === keys[0]);
        if (entry) onActivate(entry);
      }}
      multiple={false}
      line={{ height: FILE_DIALOG_ROW_HEIGHT, measure: true }}
      renderItem={(entry, { id: rowId, selected }) => (
        <div
          key={entry.path}
          id={rowId}
          data-key={entry.path}
          className="file-list__row"
          role="option"
          aria-selected={selected}
          aria-labelledby={`${rowId}-name`}
          aria-describedby={`${rowId}-size ${rowId}-date`}
        >
          <img className="file-list__icon" src={fileIconUrl(entry.icon)} alt="" width={16} height={16} />
          <span id={`${rowId}-name`} className="file-list__name">
            {entry.filename}
          </span>
          <span id={`${rowId}-size`} className="file-list__size">
            {entry.isDirectory ? '' : formatFileSize(entry.size, 1024, locale)}
          </span>
          <span id={`${rowId}-date`} className="file-list__date">
            {formatFileDate(entry.stat.modifiedAt)}
          </span>
        </div>
      )}
      autoFocus={autoFocus}
      role="listbox"
      label={label}
      id={id}
      busy={busy}
      classNames={CLASSES}
    />
  );
}
