import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ChartType, WidgetData } from '../../server/contract';
import { axesOf, chartOption } from './chartOption';
import { charts } from './loadCharts';
import { chartPalette } from './palette';
import { useDarkTheme } from './useDarkTheme';

type Chart = Awaited<ReturnType<typeof charts>> extends { init: (...args: never[]) => infer T } ? T : never;

/** ECharts' own themes: its built-in dark one under the dark theme, its default otherwise. */
const chartTheme = (dark: boolean) => (dark ? 'dark' : 'default');

export interface ChartViewProps {
  chart: Exclude<ChartType, 'table'>;
  data: WidgetData;
  /** The chart's name for assistive technology: its title. */
  label: string;
  /** The chart in words (its text description). */
  description: string;
  animation: boolean;
  formatNumber: (value: number) => string;
  /** Drills down into the row of the clicked (or chosen, then Enter) element; null when the level does not drill. */
  onDrill: ((row: number) => void) | null;
  /** What a screen reader is told of the element chosen with the arrow keys. */
  announce: (row: number) => string;
  /** The words shown when ECharts could not be loaded. */
  loadFailed: string;
}

/**
 * One chart, drawn by ECharts (loaded on the first chart) into an SVG that fills the element. A
 * click on an element drills down; from the keyboard, the arrow keys choose an element (Home and
 * End the first and last) and Enter or Space drills into it. `data-chart="drawn"` marks a chart
 * whose last option is on screen: tests and screenshots wait for it.
 */
export function ChartView({ chart, data, label, description, animation, formatNumber, onDrill, announce, loadFailed }: ChartViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const instance = useRef<Chart | null>(null);
  // The element chosen, read by the key handler: keys pressed faster than React renders each
  // move on from the last one chosen.
  const chosenRef = useRef<number | null>(null);
  const drillRef = useRef(onDrill);
  useEffect(() => {
    drillRef.current = onDrill;
  }, [onDrill]);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const [palette, setPalette] = useState<readonly string[]>([]);
  const descriptionId = useId();
  const option = useMemo(() => chartOption({ chart, data, animation, formatNumber, palette }), [chart, data, animation, formatNumber, palette]);
  const count = axesOf(data.columns) ? data.rows.length : 0;
  const dark = useDarkTheme();
  // The theme at creation, read by the effect that creates the chart once; later changes go through setTheme.
  const darkRef = useRef(dark);

  useEffect(() => {
    const host = element.current;
    let disposed = false;
    let observer: ResizeObserver | null = null;
    charts().then(
      (core) => {
        if (disposed || !host) return;
        const made = core.init(host, chartTheme(darkRef.current), { renderer: 'svg' });
        made.on('click', (params) => {
          if (typeof params.dataIndex === 'number') drillRef.current?.(params.dataIndex);
        });
        made.on('finished', () => setDrawn(true));
        observer = new ResizeObserver(() => made.resize());
        observer.observe(host);
        instance.current = made;
        setPalette(chartPalette(getComputedStyle(host)));
        setReady(true);
      },
      () => !disposed && setFailed(true),
    );
    return () => {
      disposed = true;
      observer?.disconnect();
      instance.current?.dispose();
      instance.current = null;
    };
  }, []);

  // A theme change repaints the chart in place: ECharts' theme at once, then the series in the new theme's colours.
  useEffect(() => {
    const host = element.current;
    if (!ready || !instance.current || !host || darkRef.current === dark) return;
    darkRef.current = dark;
    setDrawn(false);
    instance.current.setTheme(chartTheme(dark));
    setPalette(chartPalette(getComputedStyle(host)));
  }, [ready, dark]);

  useEffect(() => {
    if (!ready || !instance.current) return;
    setDrawn(false);
    setChosen(null);
    chosenRef.current = null;
    instance.current.setOption(option, true);
  }, [ready, option]);

  const choose = (row: number) => {
    const made = instance.current;
    if (!made || count === 0) return;
    const next = Math.min(count - 1, Math.max(0, row));
    made.dispatchAction({ type: 'downplay', seriesIndex: 0 });
    made.dispatchAction({ type: 'highlight', seriesIndex: 0, dataIndex: next });
    made.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: next });
    chosenRef.current = next;
    setChosen(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 1, ArrowUp: -1 };
    const current = chosenRef.current;
    if (event.key in step) choose((current ?? -1) + (step[event.key] ?? 0));
    else if (event.key === 'Home') choose(0);
    else if (event.key === 'End') choose(count - 1);
    else if ((event.key === 'Enter' || event.key === ' ') && current !== null && onDrill) onDrill(current);
    else return;
    event.preventDefault();
  };

  if (failed) return <p className="dashboard-widget__problem">{loadFailed}</p>;
  // ECharts draws into the inner element, hidden from assistive technology: the outer one is the
  // chart for it, named by its title and described in words.
  return (
    <div
      className={onDrill ? 'dashboard-chart dashboard-chart--drill' : 'dashboard-chart'}
      role="figure"
      tabIndex={0}
      aria-label={label}
      aria-describedby={descriptionId}
      data-chart={drawn ? 'drawn' : 'drawing'}
      data-chosen={chosen ?? undefined}
      onKeyDown={onKeyDown}
      onBlur={() => instance.current?.dispatchAction({ type: 'hideTip' })}
    >
      <div ref={element} className="dashboard-chart__canvas" aria-hidden="true" />
      <p id={descriptionId} className="visually-hidden">
        {description}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {chosen === null ? '' : announce(chosen)}
      </p>
    </div>
  );
}
