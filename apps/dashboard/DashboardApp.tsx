import { useEffect, useMemo, useState } from 'react';
import { useTranslation, type ReadableValue } from '../../sdk';
import type { DashboardSummary, Filter } from '../../server/contract';
import { failureText } from '../../plugins/common';
import { createDashboardStore, DashboardView, type DashboardApi, type DashboardHost, type DashboardStore, type DrillRouter } from '../../plugins/dashboards';
import type { DashboardArgs } from './openingArgs';

export interface DashboardAppProps {
  api: DashboardApi;
  /** The host of every dashboard of the app but for where a dashboard drill-down leads: this window. */
  host: Omit<DashboardHost, 'openDashboard'>;
  router: DrillRouter;
  ns: string;
  locale: ReadableValue<string>;
  animation: boolean;
  /** Shows the dashboards opened one from another in the window's breadcrumb. */
  setBreadcrumb: (breadcrumb: readonly string[]) => void;
  opening: DashboardArgs;
}

interface Shown {
  store: DashboardStore;
  uuid: string;
}

let windows = 0;

/**
 * A Dashboard window: the dashboard it was opened with (or the account's first), a chooser of the
 * account's dashboards, and the dashboards its drill-downs open, one after another, each with a
 * way back to the one before: a roll-up at the level of dashboards. Going back keeps the earlier
 * dashboard as it was left, drilled down or not.
 */
export function DashboardApp({ api, host, router, ns, locale, animation, setBreadcrumb, opening }: DashboardAppProps) {
  const { t } = useTranslation(ns);
  const prefix = useMemo(() => `dashboard-${++windows}`, []);
  const [list, setList] = useState<DashboardSummary[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState<readonly Shown[]>([]);

  const open = useMemo(() => {
    let opened = 0;
    const make = (uuid: string, filter: Filter, title: string | null): Shown => {
      const store = createDashboardStore(
        { ...host, openDashboard: (target) => setShown((previous) => [...previous, make(target.uuid, target.filter, target.title)]) },
        { uuid, filter, title, idPrefix: `${prefix}-${++opened}` },
      );
      return { store, uuid };
    };
    return make;
  }, [host, prefix]);

  useEffect(() => {
    let current = true;
    api.list().then(
      (dashboards) => {
        if (!current) return;
        setList(dashboards);
        const first = opening.dashboard ?? dashboards[0]?.uuid;
        if (first) setShown([open(first, opening.filter, opening.title)]);
      },
      (error: unknown) => current && setProblem(failureText(error)),
    );
    return () => {
      current = false;
    };
  }, [api, open, opening]);

  const top = shown.at(-1);
  const previous = shown.at(-2);
  useEffect(() => {
    if (!top) return;
    const added = router.add(top.store);
    const breadcrumb = () => setBreadcrumb(shown.map((entry) => entry.store.getState().title).filter((title) => title !== ''));
    breadcrumb();
    const unsubscribe = top.store.subscribe((state, before) => state.title !== before.title && breadcrumb());
    return () => {
      added.dispose();
      unsubscribe();
    };
  }, [router, top, shown, setBreadcrumb]);

  const chosen = list?.find((entry) => entry.uuid === shown[0]?.uuid) ?? null;
  return (
    <div className="dashboard-app">
      <div className="dashboard-app__bar">
        <label>
          {t('dashboards')}{' '}
          <select
            value={chosen?.uuid ?? ''}
            disabled={!list || list.length === 0}
            onChange={(event) => setShown([open(event.target.value, {}, null)])}
          >
            {chosen ? null : <option value="" />}
            {(list ?? []).map((entry) => (
              <option key={entry.uuid} value={entry.uuid}>
                {entry.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      {problem ? (
        <p className="dashboard__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {list && list.length === 0 ? <p className="dashboard-widget__note">{t('noDashboards')}</p> : null}
      {top ? (
        <DashboardView
          key={shown.length}
          store={top.store}
          ns={ns}
          locale={locale}
          animation={animation}
          back={
            previous ? (
              <button type="button" className="dashboard-widget__back" onClick={() => setShown((entries) => entries.slice(0, -1))}>
                {t('backTo', { title: previous.store.getState().title })}
              </button>
            ) : null
          }
        />
      ) : null}
    </div>
  );
}
