import { definePlugin, type DrillMessage, type PluginContext, type WidgetViewProps } from '../../sdk';
import type { FileData, Filter } from '../../server/contract';
import { createDashboardApi, createDrillRouter, DASHBOARD_STRINGS, HomeWidget, type DrillErrorCode, type HomeWidgetDeps, type Problem } from '../../plugins/dashboards';
import { DASHBOARD_APP, HOME_WIDGET } from './constants';
import { DashboardApp } from './DashboardApp';
import './dashboardApp.css';
import { dashboardArgs } from './openingArgs';

export { DASHBOARD_APP, HOME_WIDGET } from './constants';

/** Charts move in, unless the page is in test mode or the user asks for reduced motion. */
const animates = (ctx: PluginContext) => !ctx.env.testMode && !(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);

/**
 * The Dashboard app and the home widget (shell section 2 "Home widget"; document 2, sections 3
 * to 5 "Drill-down"), and the carrying out of the bus's drill-down requests: from drill-down
 * links, other apps and plugins (`ctx.bus.requestDrill`). What a dashboard does is told on the
 * bus (`ctx.bus.onDidDrill`).
 */
export const dashboard = definePlugin({
  id: 'atrium.dashboard',
  activate(ctx) {
    for (const [locale, table] of Object.entries(DASHBOARD_STRINGS)) ctx.subscriptions.add(ctx.i18n.addResources(locale, table));
    const api = createDashboardApi(ctx.http);
    const openDashboard = (target: { uuid: string; filter: Filter; title: string | null }) =>
      void ctx.apps.launch(DASHBOARD_APP, { dashboard: target.uuid, filter: target.filter, title: target.title });
    const openFile = (file: FileData) => void ctx.apps.openFile(file.path);
    const report = (message: DrillMessage) => ctx.bus.reportDrill(message);
    const problemText = (problem: Problem) => (problem.kind === 'request' ? problem.text : ctx.i18n.t(`errors.${problem.code satisfies DrillErrorCode}`, { key: problem.key }));
    const router = createDrillRouter({
      openDashboard,
      openFile: async (fileId) => openFile(await api.file(fileId)),
      report,
      fail: (problem) => void ctx.dialogs.show('alert', { message: problemText(problem) }),
    });
    ctx.bus.onDidRequestDrill((message) => void router.handle(message));

    const animation = animates(ctx);
    const deps: HomeWidgetDeps = { api, host: { api, openDashboard, openFile, report }, router, ns: ctx.id, locale: ctx.env.locale, animation };
    const HomeView = (props: WidgetViewProps) => <HomeWidget deps={deps} {...props} />;
    ctx.widgets.register({
      name: HOME_WIDGET,
      title: ctx.i18n.localize('home'),
      dimension: { width: 760, height: 520 },
      minDimension: { width: 320, height: 240 },
      maxDimension: { width: 1920, height: 1200 },
      view: HomeView,
    });

    ctx.apps.register({
      name: DASHBOARD_APP,
      launch(app) {
        const handle = app.openWindow({
          id: 'main',
          title: app.title,
          dimension: { width: 900, height: 640 },
          content: (
            <DashboardApp
              api={api}
              host={{ api, openFile, report }}
              router={router}
              ns={ctx.id}
              locale={ctx.env.locale}
              animation={animation}
              setBreadcrumb={(breadcrumb) => handle.setBreadcrumb(breadcrumb)}
              opening={dashboardArgs(app.args)}
            />
          ),
        });
      },
    });
  },
});
