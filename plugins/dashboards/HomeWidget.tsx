import { useEffect, useMemo, useState } from 'react';
import { useTranslation, type ReadableValue, type WidgetViewProps } from '../../sdk';
import { failureText } from '../common';
import type { HomeProfile } from '../../server/contract';
import type { DashboardApi } from './dashboardApi';
import { createDashboardStore, type DashboardHost } from './dashboardStore';
import { DashboardView } from './DashboardView';
import type { DrillRouter } from './drillRouter';
import { sanitizeHome } from './sanitizeHome';

/** What the home widget needs besides its own props. */
export interface HomeWidgetDeps {
  api: DashboardApi;
  host: DashboardHost;
  router: DrillRouter;
  ns: string;
  locale: ReadableValue<string>;
  animation: boolean;
}

type Home = { type: 'loading' } | { type: 'failed'; reason: string } | HomeProfile;

/**
 * The home widget (docs/features/dashboards.md#in-the-browser): the user's home as their profile names it —
 * their organisation's page (sanitized: no script, form or style gets through; drill-down links
 * stay) or their dashboard, with its drill-downs.
 */
export function HomeWidget({ deps, elementId }: { deps: HomeWidgetDeps } & WidgetViewProps) {
  const { t } = useTranslation(deps.ns);
  const [home, setHome] = useState<Home>({ type: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    deps.api.home().then(
      (profile) => current && setHome(profile),
      (error: unknown) => current && setHome({ type: 'failed', reason: failureText(error) }),
    );
    return () => {
      current = false;
    };
  }, [deps.api, attempt]);

  if (home.type === 'loading') return <p className="dashboard-widget__note">{t('loading')}</p>;
  if (home.type === 'failed') {
    return (
      <div className="dashboard__problem" role="alert">
        <p>{t('homeFailed', { reason: home.reason })}</p>
        <button type="button" onClick={() => setAttempt((count) => count + 1)}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  if (home.type === 'html') return <HomePage html={home.html} />;
  return <HomeDashboard deps={deps} uuid={home.dashboard_uuid} elementId={elementId} />;
}

function HomePage({ html }: { html: string }) {
  const markup = useMemo(() => ({ __html: sanitizeHome(html) }), [html]);
  return <div className="home-page" dangerouslySetInnerHTML={markup} />;
}

function HomeDashboard({ deps, uuid, elementId }: { deps: HomeWidgetDeps; uuid: string; elementId: string }) {
  const store = useMemo(() => createDashboardStore(deps.host, { uuid, idPrefix: elementId }), [deps.host, uuid, elementId]);
  useEffect(() => {
    const added = deps.router.add(store);
    return () => added.dispose();
  }, [deps.router, store]);
  return <DashboardView store={store} ns={deps.ns} locale={deps.locale} animation={deps.animation} />;
}
