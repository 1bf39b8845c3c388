import type { PluginContext, WidgetViewProps } from '../../sdk';
import type { FileData, Filter } from '../../server/contract';
import {
  createDashboardApi,
  createDrillRouter,
  DASHBOARD_STRINGS,
  drillLinkMessage,
  HomeWidget,
  type DrillErrorCode,
  type DrillMessage,
  type DrillRouter,
  type HomeWidgetDeps,
  type Problem,
} from '../../plugins/dashboards';
import { DASHBOARD_APP } from './constants';
import { DashboardApp } from './DashboardApp';
import './dashboardApp.css';
import { dashboardArgs } from './openingArgs';

/** Charts move in, unless the page is in test mode or the user asks for reduced motion. */
const animates = (ctx: PluginContext) => !ctx.env.testMode && !(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);

/** What the plugin does once a dashboard is wanted: its texts, calls, views and the router of drill-down requests. */
export interface DashboardRuntime {
  router: DrillRouter;
  /** Reads the message of a drill-down link. */
  drillLinkMessage: typeof drillLinkMessage;
  HomeView: (props: WidgetViewProps) => React.JSX.Element;
  launch(app: Parameters<Parameters<PluginContext['apps']['register']>[0]['launch']>[0]): void;
}

export function createDashboardRuntime(ctx: PluginContext): DashboardRuntime {
  ctx.subscriptions.add(ctx.i18n.registerStrings(DASHBOARD_STRINGS));
  const api = createDashboardApi(ctx.http);
  const openDashboard = (target: { uuid: string; filter: Filter; title: string | null }) =>
    void ctx.apps.launch(DASHBOARD_APP, { dashboard: target.uuid, filter: target.filter, title: target.title });
  const openFile = (file: FileData) => void ctx.apps.openFile(file.path);
  const report = (message: DrillMessage) => ctx.bus.emit('dashboards/drilled', message);
  const problemText = (problem: Problem) => (problem.kind === 'request' ? problem.text : ctx.i18n.t(`errors.${problem.code satisfies DrillErrorCode}`, { key: problem.key }));
  const router = createDrillRouter({
    openDashboard,
    openFile: async (fileId) => openFile(await api.file(fileId)),
    report,
    fail: (problem) => void ctx.dialogs.show('alert', { message: problemText(problem) }),
  });
  const animation = animates(ctx);
  const deps: HomeWidgetDeps = { api, host: { api, openDashboard, openFile, report }, router, ns: ctx.id, locale: ctx.env.locale, animation };
  return {
    router,
    drillLinkMessage,
    HomeView: (props) => <HomeWidget deps={deps} {...props} />,
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
  };
}

