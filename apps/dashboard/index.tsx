import { lazy, Suspense } from 'react';
import { definePlugin, type WidgetViewProps } from '../../sdk';
import { DASHBOARD_APP, DRILL_LINK_ATTRIBUTE, HOME_WIDGET } from './constants';
import type { DashboardRuntime } from './runtime';

export { DASHBOARD_APP, HOME_WIDGET } from './constants';

/**
 * The Dashboard app and the home widget (docs/features/dashboards.md#in-the-browser;
 * docs/features/dashboards.md#in-the-browser), and the carrying out of the bus's drill-down requests: from drill-down
 * links, other apps and plugins (`ctx.bus.emit('dashboards/drill-requested', message)`). What a
 * dashboard does is told on the bus (`dashboards/drilled`). Both events are the dashboards' own
 * (plugins/dashboards). Its code, texts and ECharts load when a dashboard is first wanted:
 * start-up carries only these registrations.
 */
export const dashboard = definePlugin({
  id: 'atrium.dashboard',
  activate(ctx) {
    let loading: Promise<DashboardRuntime> | null = null;
    const runtime = () => {
      loading ??= import('./runtime').then((module) => module.createDashboardRuntime(ctx));
      return loading;
    };
    ctx.bus.on('dashboards/drill-requested', (message) => void runtime().then((loaded) => loaded.router.handle(message)));
    // A drill-down link is claimed at once, so that nothing else follows it; it is read once the code is there.
    ctx.bus.onWillFollowLink((event) => {
      const data = event.link.getAttribute(DRILL_LINK_ATTRIBUTE);
      if (data === null) return;
      event.claim();
      void runtime().then((loaded) => ctx.bus.emit('dashboards/drill-requested', loaded.drillLinkMessage(data, event.link)));
    });
    ctx.widgets.register({
      name: HOME_WIDGET,
      title: ctx.i18n.localize('widgets.home'),
      dimension: { width: 760, height: 520 },
      minDimension: { width: 320, height: 240 },
      maxDimension: { width: 1920, height: 1200 },
      view: homeView(runtime),
    });
    ctx.apps.register({ name: DASHBOARD_APP, launch: async (app) => (await runtime()).launch(app) });
  },
});

/** The home widget's view, which waits for the dashboards' code. */
function homeView(runtime: () => Promise<DashboardRuntime>): (props: WidgetViewProps) => React.JSX.Element {
  const Loaded = lazy(() => runtime().then((loaded) => ({ default: loaded.HomeView })));
  return function HomeView(props: WidgetViewProps) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
