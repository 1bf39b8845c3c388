import { useEffect, useState } from 'react';
import { useTranslation, type Application, type PageArgs } from '../../sdk';

interface Page {
  id: string;
  /** Null for the notebook's first page, whose title is translated. */
  title: string | null;
  text: string;
}

const FIRST_PAGE: Page = { id: 'notes', title: null, text: '' };

const toPage = (page: PageArgs): Page => ({ id: page.page, title: page.pageTitle ?? page.page, text: '' });

/** Page tabs and the page's text; a requested page is added (or selected when it exists). */
export function NotesView({ initialPage, requests }: { initialPage: PageArgs | null; requests: Pick<Application, 'onDidRequestPage'> }) {
  const { t } = useTranslation();
  const titleOf = (page: Page) => page.title ?? t('notes.firstPage');
  const [pages, setPages] = useState<Page[]>(() => (initialPage ? [FIRST_PAGE, toPage(initialPage)] : [FIRST_PAGE]));
  const [current, setCurrent] = useState(initialPage?.page ?? FIRST_PAGE.id);

  useEffect(() => {
    const subscription = requests.onDidRequestPage((request) => {
      setPages((existing) => (existing.some((page) => page.id === request.page) ? existing : [...existing, toPage(request)]));
      setCurrent(request.page);
    });
    return () => subscription.dispose();
  }, [requests]);

  const page = pages.find((candidate) => candidate.id === current) ?? FIRST_PAGE;
  const edit = (text: string) => setPages((existing) => existing.map((candidate) => (candidate.id === page.id ? { ...candidate, text } : candidate)));

  return (
    <div className="notes">
      <div className="notes__tabs" role="tablist" aria-label={t('notes.pages')}>
        {pages.map((candidate) => (
          <button
            key={candidate.id}
            type="button"
            role="tab"
            aria-selected={candidate.id === page.id}
            className="notes__tab"
            onClick={() => setCurrent(candidate.id)}
          >
            {titleOf(candidate)}
          </button>
        ))}
      </div>
      <textarea
        className="notes__text"
        aria-label={t('notes.pageText', { title: titleOf(page) })}
        value={page.text}
        onChange={(event) => edit(event.target.value)}
      />
    </div>
  );
}
