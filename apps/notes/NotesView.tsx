import type { KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../../sdk';
import { isModified, type Notebook, type Page } from './notebook';
import type { NotesFiles } from './notesFiles';

/** The keys of the file commands, with Ctrl (or ⌘): O opens, S saves, Shift+S saves as. */
const COMMAND_KEYS: Readonly<Record<string, keyof Pick<NotesFiles, 'open' | 'save' | 'saveAs'>>> = { o: 'open', s: 'save', S: 'saveAs' };

/** Open, Save and Save As; the page tabs (a modified page marked •); the page's text; what failed. */
export function NotesView({ notebook, files }: { notebook: Notebook; files: NotesFiles }) {
  const { t } = useTranslation();
  const { pages, current, error, select, edit } = useStore(notebook);
  const titleOf = (page: Page) => page.title ?? t('notes.firstPage');
  const page = pages.find((candidate) => candidate.id === current) ?? pages[0];

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const command = COMMAND_KEYS[event.shiftKey ? event.key.toUpperCase() : event.key.toLowerCase()];
    if (!command) return;
    // The browser's own Save and Open dialogs must not open.
    event.preventDefault();
    void files[command]();
  };

  return (
    <div className="notes" onKeyDown={onKeyDown}>
      <div className="notes__toolbar" role="toolbar" aria-label={t('notes.file')}>
        <button type="button" className="notes__command" aria-keyshortcuts="Control+O" onClick={() => void files.open()}>
          {t('notes.open')}
        </button>
        <button type="button" className="notes__command" aria-keyshortcuts="Control+S" onClick={() => void files.save()}>
          {t('notes.save')}
        </button>
        <button type="button" className="notes__command" aria-keyshortcuts="Control+Shift+S" onClick={() => void files.saveAs()}>
          {t('notes.saveAs')}
        </button>
      </div>
      <div className="notes__tabs" role="tablist" aria-label={t('notes.pages')}>
        {pages.map((candidate) => (
          <button
            key={candidate.id}
            type="button"
            role="tab"
            aria-selected={candidate.id === page?.id}
            className="notes__tab"
            title={candidate.path ?? undefined}
            onClick={() => select(candidate.id)}
          >
            {titleOf(candidate)}
            {isModified(candidate) ? (
              <>
                {' '}
                <span aria-hidden="true">•</span> <span className="visually-hidden">{t('notes.modified')}</span>
              </>
            ) : null}
          </button>
        ))}
      </div>
      {page ? (
        <textarea
          className="notes__text"
          aria-label={t('notes.pageText', { title: titleOf(page) })}
          value={page.text}
          onChange={(event) => edit(event.target.value)}
        />
      ) : null}
      {error === null ? null : (
        <p className="notes__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
