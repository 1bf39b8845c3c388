import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../sdk';
import { crumbsOf, type Place } from './places';

export interface PathBarProps {
  place: Place;
  /** The label of a mount, by its name. */
  mountLabel: (name: string) => string;
  /** Opens a folder by its path. */
  onOpen: (path: string) => void;
  /** Goes to a typed path; resolves null when it went there, or why it could not. */
  onSubmit: (path: string) => Promise<string | null>;
  /** Changes whenever the path is to be edited as text (Ctrl+L). */
  editRequest: number;
}

/**
 * Where the window is: a breadcrumb of the mount and the folders on the way, each a button that
 * opens it, which turns into a text field for a `name:/path` (the pencil, a click beside the
 * crumbs, or Ctrl+L); Enter goes there, Escape goes back to the crumbs.
 */
export function PathBar({ place, mountLabel, onOpen, onSubmit, editRequest }: PathBarProps) {
  const { t } = useTranslation();
  const [clicked, setClicked] = useState(false);
  // Ctrl+L counts requests: those up to `handled` were answered (the field closed since).
  const [handled, setHandled] = useState(editRequest);
  const editing = clicked || editRequest > handled;
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const problemId = useId();

  useEffect(() => {
    if (editing) inputRef.current?.select();
  }, [editing]);

  if (place.kind === 'trash') {
    return (
      <nav className="files__path" aria-label={t('files.path')}>
        <span className="files__crumb files__crumb--current">{t('files.trash')}</span>
      </nav>
    );
  }

  const stop = () => {
    setClicked(false);
    setHandled(editRequest);
    setProblem(null);
  };

  if (editing) {
    return (
      <div className="files__path files__path--editing">
        <input
          ref={inputRef}
          className="files__path-input"
          defaultValue={place.path}
          aria-label={t('files.location')}
          aria-invalid={problem !== null}
          aria-describedby={problem === null ? undefined : problemId}
          spellCheck={false}
          autoFocus
          onChange={() => setProblem(null)}
          onBlur={stop}
          onKeyDown={(event) => {
            event.stopPropagation();
            if (event.key === 'Escape') {
              event.preventDefault();
              stop();
            } else if (event.key === 'Enter') {
              event.preventDefault();
              void onSubmit(event.currentTarget.value.trim()).then((answer) => (answer === null ? stop() : setProblem(answer)));
            }
          }}
        />
        {problem === null ? null : (
          <span id={problemId} className="files__path-problem" role="alert">
            {problem}
          </span>
        )}
      </div>
    );
  }

  const crumbs = crumbsOf(place.path);
  return (
    <nav className="files__path" aria-label={t('files.path')} onClick={(event) => event.target === event.currentTarget && setClicked(true)}>
      <ol className="files__crumbs">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="files__crumb-item">
              <button
                type="button"
                className={`files__crumb${last ? ' files__crumb--current' : ''}`}
                aria-current={last ? 'location' : undefined}
                onClick={() => onOpen(crumb.path)}
              >
                {crumb.root ? mountLabel(crumb.name) : crumb.name}
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className="files__tool files__tool--edit" aria-label={t('files.editPath')} title={t('files.editPath')} onClick={() => setClicked(true)} />
    </nav>
  );
}
