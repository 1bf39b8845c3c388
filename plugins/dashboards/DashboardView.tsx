import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { toLanguageTag, useTranslation, useValue, type ReadableValue } from '../../sdk';
import type { DashboardStore } from './dashboardStore';
import { useProblemText, WidgetCard } from './WidgetCard';

export interface DashboardViewProps {
  store: DashboardStore;
  ns: string;
  locale: ReadableValue<string>;
  /** Charts move in, unless the page is in test mode or the user asks for reduced motion. */
  animation: boolean;
  /** Shown before the title: the way back to the dashboard this one was opened from, if any. */
  back?: React.ReactNode;
  /** A heading level for the dashboard's title: 2 in the app, none in the home widget (its title bar names it). */
  heading?: boolean;
}

/** How often a dashboard opened while the server seeds the demo asks whether it is done. */
const PREPARING_POLL_MS = 2000;

/**
 * An open dashboard: its title and its widgets in the dashboard's columns; while the server is
 * still seeding the demo's data, a note saying so, and the figures again once it is done.
 */
export function DashboardView({ store, ns, locale, animation, back, heading = true }: DashboardViewProps) {
  const { t } = useTranslation(ns);
  const problemText = useProblemText(ns);
  const language = useValue(locale);
  const title = useStore(store, (state) => state.title);
  const loading = useStore(store, (state) => state.loading);
  const problem = useStore(store, (state) => state.problem);
  const preparing = useStore(store, (state) => state.preparing);
  const columns = useStore(store, (state) => state.dashboard?.columns ?? 1);
  const slots = useStore(store, useShallow((state) => state.slots.map((slot) => slot.elementId)));
  const formatNumber = useMemo(() => {
    const format = new Intl.NumberFormat(toLanguageTag(language), { maximumFractionDigits: 2 });
    return (value: number) => format.format(value);
  }, [language]);

  // A dashboard shown again (back from one its drill-down opened) keeps its state.
  useEffect(() => {
    const { dashboard, problem: failed } = store.getState();
    if (!dashboard && !failed) void store.getState().load();
  }, [store]);

  // Asked only while the dashboard is shown: a closed one does not wait for the seed.
  useEffect(() => {
    if (!preparing) return;
    const timer = setInterval(() => void store.getState().checkPrepared(), PREPARING_POLL_MS);
    return () => clearInterval(timer);
  }, [store, preparing]);

  return (
    <div className="dashboard" aria-busy={loading}>
      {heading || back ? (
        <div className="dashboard__top">
          {back}
          {heading ? <h2 className="dashboard__title">{title}</h2> : null}
        </div>
      ) : null}
      {problem ? (
        <div className="dashboard__problem" role="alert">
          <p>{problemText(problem)}</p>
          <button type="button" onClick={() => void store.getState().load()}>
            {t('tryAgain')}
          </button>
        </div>
      ) : null}
      {loading ? <p className="dashboard-widget__note">{t('loading')}</p> : null}
      {preparing ? (
        <p className="dashboard-widget__note" role="status">
          {t('preparing')}
        </p>
      ) : null}
      <div className="dashboard__grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {slots.map((elementId) => (
          <WidgetCard key={elementId} store={store} elementId={elementId} ns={ns} animation={animation} formatNumber={formatNumber} />
        ))}
      </div>
    </div>
  );
}
