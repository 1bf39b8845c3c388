import { useEffect, useId } from 'react';
import { useStore } from 'zustand';
import { useTranslation, useValue, type ReadableValue } from '../../sdk';
import { APP_PAGE_SIZES, ListHeader, pageCount, TaskListView, type TaskActions, type TaskListStore } from '../../plugins/priorities';

export interface PrioritiesViewProps {
  /** The strings' namespace: the app's plugin id. */
  ns: string;
  locale: ReadableValue<string>;
  store: TaskListStore;
  actions: TaskActions;
}

/** The whole of a list, a page at a time: the panel's list chooser, colours and rows, and paging. */
export function PrioritiesView({ ns, locale, store, actions }: PrioritiesViewProps) {
  const { t } = useTranslation(ns);
  const language = useValue(locale);
  const state = useStore(store);
  const sizeId = useId();
  const pages = pageCount(state.total, state.take);
  const page = Math.floor(state.skip / state.take) + 1;

  useEffect(() => {
    void store.getState().refetch();
  }, [store]);

  return (
    <div className="prioritiesApp">
      <ListHeader store={store} t={t} />
      <div className="prioritiesApp__list">
        <TaskListView tasks={state.tasks} type={state.type} loading={state.loading} userId={state.userId} now={state.readAt} locale={language} t={t} actions={actions} />
      </div>
      <nav className="prioritiesApp__paging" aria-label={t('pageOf', { page, pages })}>
        <button type="button" className="prioritiesApp__page" disabled={page <= 1} onClick={() => void state.goTo(state.skip - state.take)}>
          {t('previous')}
        </button>
        <span className="prioritiesApp__where" aria-live="polite">
          {t('pageOf', { page, pages })}
        </span>
        <button type="button" className="prioritiesApp__page" disabled={page >= pages} onClick={() => void state.goTo(state.skip + state.take)}>
          {t('next')}
        </button>
        <label className="prioritiesApp__size" htmlFor={sizeId}>
          {t('pageSize')}
          <select id={sizeId} value={state.take} onChange={(event) => void state.setTake(Number(event.target.value))}>
            {APP_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </nav>
    </div>
  );
}
