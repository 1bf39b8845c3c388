import { useEffect, useState } from 'react';
import { formatFileSize, mimeMatches, useTranslation, vfsErrorText, type FileEntry, type Vfs } from '../../sdk';
import { VIEWER_TEXT_LIMIT_BYTES } from './constants';

/** What the window shows of the file, once it knows. */
type Shown =
  | { kind: 'loading' }
  | { kind: 'image'; entry: FileEntry; url: string }
  | { kind: 'text'; entry: FileEntry; text: string }
  | { kind: 'tooLarge'; entry: FileEntry }
  | { kind: 'unsupported'; entry: FileEntry }
  | { kind: 'error'; error: unknown };

/** Reads what the window shows of the file at `path`: an image through a signed URL, text as it is. */
async function show(vfs: Pick<Vfs, 'stat' | 'url' | 'readfile'>, path: string): Promise<Shown> {
  const entry = await vfs.stat(path);
  if (mimeMatches(entry.mime, 'image/*')) return { kind: 'image', entry, url: await vfs.url(path) };
  if (!mimeMatches(entry.mime, 'text/*')) return { kind: 'unsupported', entry };
  if (entry.size > VIEWER_TEXT_LIMIT_BYTES) return { kind: 'tooLarge', entry };
  return { kind: 'text', entry, text: await vfs.readfile(path) };
}

/** A file from the VFS: an image fitted into the window, or text; what it cannot show, it says. */
export function FileView({ vfs, path }: { vfs: Pick<Vfs, 'stat' | 'url' | 'readfile'>; path: string }) {
  const { t, i18n } = useTranslation();
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    show(vfs, path).then(
      (next) => live && setShown(next),
      (error: unknown) => live && setShown({ kind: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [vfs, path]);

  switch (shown.kind) {
    case 'loading':
      return <p className="viewer viewer--message">{t('viewer.loading')}</p>;
    case 'image':
      return (
        <div className="viewer viewer--image">
          <img className="viewer__image" src={shown.url} alt={shown.entry.filename} />
        </div>
      );
    case 'text':
      return (
        <pre className="viewer viewer--text" tabIndex={0} aria-label={shown.entry.filename}>
          {shown.text}
        </pre>
      );
    case 'tooLarge':
      return (
        <p className="viewer viewer--message">
          {t('viewer.tooLarge', { name: shown.entry.filename, size: formatFileSize(shown.entry.size, 1024, i18n.language) })}
        </p>
      );
    case 'unsupported':
      return <p className="viewer viewer--message">{t('viewer.unsupported', { name: shown.entry.filename, mime: shown.entry.mime })}</p>;
    case 'error':
      return (
        <p className="viewer viewer--message viewer__error" role="alert">
          {vfsErrorText(shown.error, t)}
        </p>
      );
  }
}
