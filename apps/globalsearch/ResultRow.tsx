import type { MouseEvent } from 'react';
import { fileIconUrl, formatFileDate, useTranslation, type CatalogEntry } from '../../sdk';
import type { SearchHit } from './openResult';

interface ResultRowProps {
  result: SearchHit;
  /** The user's apps, for an app's title in the current language. */
  catalog: readonly CatalogEntry[];
  onOpen: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** One result as a button: what it is, in a line, and where or whose beneath. */
export function ResultRow({ result, catalog, onOpen }: ResultRowProps) {
  const { t } = useTranslation();
  const row = (picture: string | null, title: string, detail: string) => (
    <button type="button" className="globalsearch__hit" data-kind={result.kind} onClick={onOpen}>
      {picture === null ? <span className="globalsearch__picture" aria-hidden="true" /> : <img className="globalsearch__picture" src={picture} alt="" />}
      <span className="globalsearch__text">
        <span className="globalsearch__title">{title}</span>
        {detail === '' ? null : <span className="globalsearch__detail">{detail}</span>}
      </span>
    </button>
  );
  switch (result.kind) {
    case 'apps': {
      const entry = catalog.find((candidate) => candidate.name === result.hit.name);
      const category = entry?.category ?? result.hit.category;
      return row(entry?.icon ?? null, entry?.title ?? result.hit.title, category === '' ? '' : t(`categories.${category}`, { defaultValue: category }));
    }
    case 'user': {
      const { icon, name, designation, username } = result.hit;
      return row(icon, name, [designation, username].filter((part) => part !== '').join(' · '));
    }
    case 'attachment':
      return row(fileIconUrl(result.hit.icon), result.hit.filename, result.hit.path);
    case 'comment': {
      const { text, author, time, task } = result.hit;
      const taskName = task.task_name?.replace(/["']/g, '').trim() || t('globalsearch.unnamedTask');
      const app = catalog.find((candidate) => candidate.name === task.appName)?.title ?? task.appName;
      const by = author === null ? '' : `${author.name}, `;
      return row(null, text, t('globalsearch.onTask', { task: taskName, app, by, time: formatFileDate(Date.parse(time)) }));
    }
  }
}
