import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { joinPath, matchesMime, mountLabel, parentPath, parsePath, VFS_DEFAULT_PATH, vfsErrorText, visibleMounts, type FileEntry } from '../vfs';
import { DIALOG_MIN, FILE_DIALOG_DEFAULT_FILENAME, FILE_DIALOG_SIZE } from './constants';
import { DialogButtons } from './DialogButtons';
import { DialogForm } from './DialogForm';
import { FileList } from './FileList';
import type { DialogKind, DialogViewProps, FileDialogFiles, FileDialogOptions, FileDialogValue } from './types';
import './fileDialog.css';

/** The entries of one folder as listed, or why they could not be. */
interface Listing {
  folder: string;
  entries: readonly FileEntry[];
  error: unknown;
}

/** The mount a folder's path names, or why it names none (a malformed path). */
function mountOf(path: string): { mount: string; error: null } | { mount: null; error: unknown } {
  try {
    return { mount: parsePath(path).mount, error: null };
  } catch (error) {
    return { mount: null, error };
  }
}

function FileView({ options, close, t, messageId, openChild, files }: DialogViewProps<FileDialogOptions, FileDialogValue> & { files: FileDialogFiles }) {
  const { i18n } = useTranslation();
  const saving = options.mode === 'save';
  const [folder, setFolder] = useState(options.path ?? VFS_DEFAULT_PATH);
  const [listing, setListing] = useState<Listing | null>(null);
  const [selected, setSelected] = useState(-1);
  const [filename, setFilename] = useState(options.filename ?? FILE_DIALOG_DEFAULT_FILENAME);
  /** Why the last Save could not go on (a name that is none, a check that failed); cleared as the name changes. */
  const [saveError, setSaveError] = useState<unknown>(null);
  // Once the user moved to another folder, the list takes the focus (it is drawn anew).
  const [navigated, setNavigated] = useState(false);
  // An overwrite question is open or a save is being checked: Save does nothing meanwhile.
  const busy = useRef(false);
  const listId = useId();
  const nameId = useId();
  const mountId = useId();
  const accepted = options.mime;
  const { mount: currentMount, error: pathError } = mountOf(folder);

  useEffect(() => {
    let live = true;
    files.readdir(folder, { showHiddenFiles: false }).then(
      (entries) => {
        if (live) setListing({ folder, entries: entries.filter((entry) => entry.isDirectory || matchesMime(entry.mime, accepted)), error: null });
      },
      (error: unknown) => {
        if (live) setListing({ folder, entries: [], error });
      },
    );
    return () => {
      live = false;
    };
  }, [files, folder, accepted]);

  const current = listing?.folder === folder ? listing : null;
  const entries = current?.entries ?? [];
  const chosen = entries[selected];
  const problem = pathError ?? saveError ?? current?.error ?? null;
  const up = currentMount === null ? null : parentPath(folder);
  // The mounts to pick from, and the one shown even when it is not among them (apps:/ given by an app).
  const mounts = visibleMounts(files.mounts());
  const mountChoices = currentMount === null || mounts.some((mount) => mount.name === currentMount) ? mounts : [...mounts, ...files.mounts().filter((mount) => mount.name === currentMount)];

  const enter = (path: string) => {
    setFolder(path);
    setSelected(-1);
    setSaveError(null);
    setNavigated(true);
  };

  const save = async (name: string) => {
    const trimmed = name.trim();
    if (trimmed === '' || currentMount === null || busy.current) return;
    const existing = entries.find((entry) => entry.filename === trimmed);
    if (existing?.isDirectory) {
      enter(existing.path);
      return;
    }
    let path: string;
    try {
      path = joinPath(folder, trimmed);
    } catch (error) {
      setSaveError(error);
      return;
    }
    const value: FileDialogValue = existing ? { path, filename: trimmed, entry: existing } : { path, filename: trimmed };
    busy.current = true;
    try {
      if (!(await files.exists(path))) {
        close('ok', value);
        return;
      }
    } catch (error) {
      busy.current = false;
      setSaveError(error);
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
    else if (chosen?.isFile) close('ok', { path: chosen.path, filename: chosen.filename, entry: chosen });
  };

  /** Enter or a double-click on an entry: a folder is entered, a file accepted. */
  const activate = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    if (entry.isDirectory) enter(entry.path);
    else if (saving) {
      setFilename(entry.filename);
      void save(entry.filename);
    } else close('ok', { path: entry.path, filename: entry.filename, entry });
  };

  const choose = (index: number) => {
    setSelected(index);
    const entry = entries[index];
    if (saving && entry?.isFile) {
      setFilename(entry.filename);
      setSaveError(null);
    }
  };

  const canAccept = saving ? filename.trim() !== '' && currentMount !== null : chosen?.isFile === true;

  return (
    <DialogForm onSubmit={accept}>
      <div className="dialog__body">
        <div className="file-dialog__location">
          <select
            id={mountId}
            className="file-dialog__mount"
            aria-label={t('dialog.mount')}
            value={currentMount ?? ''}
            onChange={(event) => enter(`${event.target.value}:/`)}
          >
            {currentMount === null ? <option value="" /> : null}
            {mountChoices.map((mount) => (
              <option key={mount.name} value={mount.name}>
                {mountLabel(mount, t)}
              </option>
            ))}
          </select>
          <button type="button" className="dialog__button dialog__button--small" disabled={up === null} onClick={() => up !== null && enter(up)}>
            {t('dialog.up')}
          </button>
          <p id={messageId} className="file-dialog__path">
            <span className="dialog__label">{t('dialog.folder')}</span> {folder}
          </p>
        </div>
        <FileList
          key={folder}
          id={listId}
          label={t('dialog.files', { path: folder })}
          entries={entries}
          selected={selected}
          busy={currentMount !== null && current === null}
          autoFocus={!saving || navigated}
          locale={i18n.language}
          onSelect={choose}
          onActivate={activate}
        />
        {current !== null && entries.length === 0 && problem === null ? <p className="dialog__label">{t('dialog.emptyFolder')}</p> : null}
        {problem === null ? null : (
          <p className="dialog__invalid" role="alert">
            {vfsErrorText(problem, t)}
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
              aria-invalid={saveError === null ? undefined : true}
              autoFocus={!navigated}
              onFocus={(event) => event.currentTarget.select()}
              onChange={(event) => {
                setFilename(event.target.value);
                setSaveError(null);
              }}
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
 * Opens or saves a file in the virtual file system: a mount to pick, a folder's entries (folders
 * first; Enter or a double-click enters a folder, Up goes back), and for saving a file name, with
 * Save enabled only when one is given. Saving onto an existing file asks first
 * (docs/features/dialogs.md). What fails (a listing, a name that cannot be one) is shown in the dialog. Answers
 * `{ path, filename, entry? }`.
 */
export function createFileDialog(files: FileDialogFiles): DialogKind<FileDialogOptions, FileDialogValue> {
  return {
    minDimension: DIALOG_MIN.file,
    dimension: FILE_DIALOG_SIZE,
    title: (options, t) => t(options.mode === 'save' ? 'dialog.fileSave' : 'dialog.fileOpen'),
    render: (props) => <FileView {...props} files={files} />,
  };
}
