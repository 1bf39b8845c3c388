import { useEffect, useId, useRef, useState } from 'react';
import { DIALOG_MIN, FILE_DIALOG_DEFAULT_FILENAME, FILE_DIALOG_DEFAULT_PATH, FILE_ERRORS } from './constants';
import { DialogButtons } from './DialogButtons';
import { DialogForm } from './DialogForm';
import { isValidPath, joinPath, parentPath } from './filePaths';
import { createMemoryFileSource, matchesMime, type FileEntry } from './fileSource';
import type { DialogKind, DialogViewProps, FileDialogOptions, FileDialogValue } from './types';

/** Where file dialogs list files when their options name no source: the demo tree. */
const demoSource = createMemoryFileSource();

/** The entries of one folder as listed, or why they could not be. */
interface Listing {
  folder: string;
  entries: readonly FileEntry[];
  error: string | null;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function FileView({ options, close, t, messageId, openChild }: DialogViewProps<FileDialogOptions, FileDialogValue>) {
  const source = options.source ?? demoSource;
  const saving = options.mode === 'save';
  const [folder, setFolder] = useState(options.path ?? FILE_DIALOG_DEFAULT_PATH);
  const [listing, setListing] = useState<Listing | null>(null);
  const [selected, setSelected] = useState<FileEntry | null>(null);
  const [filename, setFilename] = useState(options.filename ?? FILE_DIALOG_DEFAULT_FILENAME);
  // Once the user moved to another folder, the list takes the focus (it is drawn anew).
  const [navigated, setNavigated] = useState(false);
  // An overwrite question is open or a save is being checked: OK does nothing meanwhile.
  const busy = useRef(false);
  const listId = useId();
  const nameId = useId();
  const pathValid = isValidPath(folder);
  const accepted = options.mime;

  useEffect(() => {
    if (!pathValid) return;
    let live = true;
    source.list(folder).then(
      (entries) => {
        if (live) setListing({ folder, entries: entries.filter((entry) => entry.isDirectory || matchesMime(entry.mime, accepted)), error: null });
      },
      (error: unknown) => {
        if (live) setListing({ folder, entries: [], error: errorText(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [source, folder, pathValid, accepted]);

  const current = listing?.folder === folder ? listing : null;
  const entries = current?.entries ?? [];
  const error = pathValid ? (current?.error ?? null) : FILE_ERRORS.pathFormatInvalid(folder);
  const up = pathValid ? parentPath(folder) : null;

  const enter = (path: string) => {
    setFolder(path);
    setSelected(null);
    setNavigated(true);
  };

  const save = async (name: string) => {
    const trimmed = name.trim();
    if (trimmed === '' || !pathValid || busy.current) return;
    const existing = entries.find((entry) => entry.filename === trimmed);
    if (existing?.isDirectory) {
      enter(existing.path);
      return;
    }
    const path = joinPath(folder, trimmed);
    const value: FileDialogValue = existing ? { path, filename: trimmed, entry: existing } : { path, filename: trimmed };
    busy.current = true;
    try {
      if (!(await source.exists(path))) {
        close('ok', value);
        return;
      }
    } catch (problem) {
      busy.current = false;
      setListing({ folder, entries, error: errorText(problem) });
      return;
    }
    openChild(
      'confirm',
      { message: t('dialog.overwrite', { path }), buttons: ['ok', 'no'], labels: { ok: t('dialog.yes') } },
      (_reason, answer) => {
        busy.current = false;
        if (answer === 'ok') close('ok', value);
      },
    );
  };

  const accept = () => {
    if (saving) void save(filename);
    else if (selected?.isFile) close('ok', { path: selected.path, filename: selected.filename, entry: selected });
  };

  /** Enter or a double-click on an entry: a folder is entered, a file accepted. */
  const activate = (entry: FileEntry | undefined) => {
    if (!entry) return;
    if (entry.isDirectory) enter(entry.path);
    else if (saving) {
      setFilename(entry.filename);
      void save(entry.filename);
    } else close('ok', { path: entry.path, filename: entry.filename, entry });
  };

  const choose = (entry: FileEntry | undefined) => {
    setSelected(entry ?? null);
    if (saving && entry?.isFile) setFilename(entry.filename);
  };

  const canAccept = saving ? filename.trim() !== '' && pathValid : selected?.isFile === true;

  return (
    <DialogForm onSubmit={accept}>
      <div className="dialog__body">
        <div className="dialog__location">
          <button type="button" className="dialog__button dialog__button--small" disabled={up === null} onClick={() => up !== null && enter(up)}>
            {t('dialog.up')}
          </button>
          <p id={messageId} className="dialog__path">
            <span className="dialog__label">{t('dialog.folder')}</span> {folder}
          </p>
        </div>
        <select
          key={folder}
          id={listId}
          className="dialog__list dialog__files"
          size={2}
          aria-label={t('dialog.files', { path: folder })}
          aria-busy={pathValid && current === null ? true : undefined}
          autoFocus={!saving || navigated}
          onChange={(event) => choose(entries[event.target.selectedIndex])}
          onDoubleClick={(event) => activate(entries[event.currentTarget.selectedIndex])}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            activate(entries[event.currentTarget.selectedIndex]);
          }}
        >
          {entries.map((entry) => (
            <option key={entry.path} value={entry.path} className={entry.isDirectory ? 'dialog__folder' : undefined}>
              {entry.isDirectory ? `${entry.filename}/` : entry.filename}
            </option>
          ))}
        </select>
        {current !== null && entries.length === 0 && error === null ? <p className="dialog__label">{t('dialog.emptyFolder')}</p> : null}
        {error === null ? null : (
          <p className="dialog__invalid" role="alert">
            {error}
          </p>
        )}
        {saving ? (
          <div className="dialog__field">
            <label htmlFor={nameId} className="dialog__label">
              {t('dialog.fileName')}
            </label>
            <input
              id={nameId}
              className="dialog__input"
              type="text"
              value={filename}
              autoFocus={!navigated}
              onFocus={(event) => event.currentTarget.select()}
              onChange={(event) => setFilename(event.target.value)}
            />
          </div>
        ) : null}
      </div>
      <DialogButtons
        buttons={['ok', 'cancel']}
        labels={{ ok: t(saving ? 'dialog.save' : 'dialog.open') }}
        submit="ok"
        disabled={canAccept ? [] : ['ok']}
        t={t}
        onPress={() => close('cancel')}
      />
    </DialogForm>
  );
}

/**
 * Opens or saves a file: a folder's entries (folders first; Enter or a double-click enters a folder,
 * Up goes back), and for saving a file name. Saving onto an existing file asks first (spec, shell
 * section 5). Answers `{ path, filename, entry? }`.
 */
export const fileDialog: DialogKind<FileDialogOptions, FileDialogValue> = {
  minDimension: DIALOG_MIN.file,
  title: (options, t) => t(options.mode === 'save' ? 'dialog.fileSave' : 'dialog.fileOpen'),
  render: (props) => <FileView {...props} />,
};
