import type { PluginHttp } from '../../sdk';
import type { CurrentUser, Dashboard, DashboardSummary, FileData, Filter, Health, HomeProfile, WidgetData, WidgetSpec } from '../../server/contract';

/** The dashboard calls (docs/features/dashboards.md#on-the-server), as the signed-in user in their current account. */
export interface DashboardApi {
  list(): Promise<DashboardSummary[]>;
  dashboard(uuid: string): Promise<Dashboard>;
  widget(uuid: string): Promise<WidgetSpec>;
  /** Runs the widget's named query with the filter's values; the server adds the widget's own. */
  data(uuid: string, filter: Filter): Promise<WidgetData>;
  /** What the signed-in user's home widget shows (docs/features/dashboards.md#in-the-browser, profile/user/{uuid}). */
  home(): Promise<HomeProfile>;
  /** A file of the VFS by its id, for a file drill-down. */
  file(id: string): Promise<FileData>;
  /** Whether the server is still seeding the demo's data (its health check says so): the figures are not all there yet. */
  seeding(): Promise<boolean>;
}

export function createDashboardApi(http: PluginHttp): DashboardApi {
  const id = encodeURIComponent;
  return {
    list: () => http.request<DashboardSummary[]>('GET', 'v1/dashboards'),
    dashboard: (uuid) => http.request<Dashboard>('GET', `v1/dashboards/${id(uuid)}`),
    widget: (uuid) => http.request<WidgetSpec>('GET', `v1/widgets/${id(uuid)}`),
    data: (uuid, filter) => http.request<WidgetData>('POST', `v1/widgets/${id(uuid)}/data`, { filter }),
    async home() {
      const me = await http.request<CurrentUser>('GET', 'user/me');
      return http.request<HomeProfile>('GET', `v1/profile/user/${id(me.id)}`);
    },
    file: (fileId) => http.request<FileData>('GET', `v1/file/${id(fileId)}/data`),
    seeding: async () => (await http.request<Health>('GET', 'health')).seeding ?? false,
  };
}
