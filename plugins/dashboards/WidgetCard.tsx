import { memo } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../../sdk';
import { axesOf, describeChart } from './chartOption';
import { ChartView } from './ChartView';
import type { DashboardStore, Slot } from './dashboardStore';
import type { Problem } from './problem';
import { dataContext } from './dataContext';
import { DataTable } from './DataTable';
import { canDrillDown, currentEntry, isDrilledDown } from './drillStack';

export interface WidgetCardProps {
  store: DashboardStore;
  elementId: string;
  /** The plugin's translation namespace. */
  ns: string;
  animation: boolean;
  formatNumber: (value: number) => string;
}

/** A problem in the words of the user's language: a drill-down rule's text, or the server's. */
export function useProblemText(ns: string): (problem: Problem) => string {
  const { t } = useTranslation(ns);
  return (problem) => (problem.kind === 'request' ? problem.text : t(`errors.${problem.code}`, { key: problem.key }));
}

/**
 * One widget of a dashboard: its title (the drill-down level's), a Back button while it is
 * drilled down, a switch between chart and table, the chart, and its footer. A problem shows as
 * a message in the widget, over the last rows it had, never as a blank chart.
 */
export const WidgetCard = memo(function WidgetCard({ store, elementId, ns, animation, formatNumber }: WidgetCardProps) {
  const { t } = useTranslation(ns);
  const problemText = useProblemText(ns);
  const slot = useStore(store, (state) => state.slots.find((candidate) => candidate.elementId === elementId));
  if (!slot) return null;
  const entry = currentEntry(slot.stack);
  const previous = slot.stack.at(-2);
  const titleId = `${elementId}-title`;
  const drillable = canDrillDown(slot.stack) && !slot.loading;
  const { data } = slot;
  const onDrill = drillable && data ? (row: number) => void store.getState().drill(elementId, dataContext(data.columns, data.rows[row] ?? {})) : null;

  return (
    <section
      id={elementId}
      className="dashboard-widget"
      aria-labelledby={titleId}
      aria-busy={slot.loading}
      data-drill-element=""
      data-depth={slot.stack.length - 1}
    >
      <header className="dashboard-widget__header">
        {isDrilledDown(slot.stack) && previous ? (
          <button type="button" className="dashboard-widget__back" onClick={() => void store.getState().rollUp(elementId)} aria-label={t('backTo', { title: previous.widgetTitle })}>
            {t('back')}
          </button>
        ) : null}
        <h3 id={titleId} className="dashboard-widget__title">
          {entry.widgetTitle}
        </h3>
        {slot.spec.chart === 'table' ? null : (
          <button type="button" className="dashboard-widget__switch" aria-pressed={slot.table} onClick={() => store.getState().toggleTable(elementId)}>
            {slot.table ? t('showChart') : t('showTable')}
          </button>
        )}
      </header>
      {slot.problem ? (
        <p className="dashboard-widget__problem" role="alert">
          {problemText(slot.problem)}
        </p>
      ) : null}
      <div className="dashboard-widget__body">
        <WidgetBody slot={slot} ns={ns} animation={animation} formatNumber={formatNumber} onDrill={onDrill} />
      </div>
      {entry.widgetFooter ? <footer className="dashboard-widget__footer">{entry.widgetFooter}</footer> : null}
    </section>
  );
});

interface WidgetBodyProps {
  slot: Slot;
  ns: string;
  animation: boolean;
  formatNumber: (value: number) => string;
  onDrill: ((row: number) => void) | null;
}

function WidgetBody({ slot, ns, animation, formatNumber, onDrill }: WidgetBodyProps) {
  const { t } = useTranslation(ns);
  const { data, spec } = slot;
  const title = currentEntry(slot.stack).widgetTitle;
  if (!data) return slot.problem ? null : <p className="dashboard-widget__note">{t('loading')}</p>;
  if (data.rows.length === 0) return <p className="dashboard-widget__note">{t('noRows')}</p>;
  const axes = axesOf(data.columns);
  const categoryOf = (row: number) => String((axes && data.rows[row]?.[axes.category.key]) ?? data.rows[row]?.[data.columns[0]?.key ?? ''] ?? '');
  if (spec.chart === 'table' || slot.table || !axes) {
    return <DataTable data={data} caption={title} formatNumber={formatNumber} onDrill={onDrill} drillLabel={(row) => t('drillInto', { category: categoryOf(row) })} />;
  }
  const valueOf = (row: number) => formatNumber(Number(data.rows[row]?.[axes.value.key] ?? 0));
  return (
    <ChartView
      chart={spec.chart}
      data={data}
      label={title}
      description={`${describeChart(t(`kinds.${spec.chart}`), title, data, formatNumber)}${onDrill ? ` ${t('drillHint')}` : ''}`}
      animation={animation}
      formatNumber={formatNumber}
      onDrill={onDrill}
      announce={(row) => t('point', { category: categoryOf(row), value: valueOf(row) })}
      loadFailed={t('chartsFailed')}
    />
  );
}
