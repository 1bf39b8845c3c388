import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  DASHBOARD_MESSAGES,
  DashboardAnswer,
  DashboardListAnswer,
  FileDataAnswer,
  HomeProfileAnswer,
  WidgetAnswer,
  WidgetDataAnswer,
  WidgetDataBodySchema,
} from '../contract';
import type { Dashboards, DashboardViewer } from '../dashboards';
import { WIDGET_DATA_BODY_LIMIT } from './bodyLimits';
import { API_V1_BASE, HttpError, sessionOf, type App, type Authenticator } from '../http';
import type { VfsService } from '../vfs';
import { requireMembership, type IsMember } from './membership';

export interface DashboardRouteOptions {
  dashboards: Dashboards;
  vfs: Pick<VfsService, 'fileById'>;
  authenticator: Authenticator;
  isMember: IsMember;
}

// Any text: an id of no dashboard, widget or file is a 404 like another account's, not a 400.
const UuidParams = Type.Object({ uuid: Type.String() });
const IdParams = Type.Object({ id: Type.String() });

/**
 * The Dashboard app's calls (docs/features/dashboards.md#on-the-server): the account's dashboards, a widget
 * and its data, the user's home, and a file by id for a file drill-down. What belongs to another
 * account, or to another user, does not exist for the caller (404, never 403).
 */
export async function registerDashboardRoutes(app: App, { dashboards, vfs, authenticator, isMember }: DashboardRouteOptions): Promise<void> {
  await app.register((scope: App, _options, done) => {
    requireMembership(scope, authenticator, isMember);

    scope.get(`${API_V1_BASE}/dashboards`, { schema: { response: { 200: DashboardListAnswer } } }, async (request) => {
      return { status: 'success' as const, data: await dashboards.list(viewerOf(request)) };
    });

    scope.get(`${API_V1_BASE}/dashboards/:uuid`, { schema: { params: UuidParams, response: { 200: DashboardAnswer } } }, async (request) => {
      const dashboard = await dashboards.dashboard(viewerOf(request), request.params.uuid);
      if (!dashboard) throw new HttpError(404, DASHBOARD_MESSAGES.dashboardNotFound);
      return { status: 'success' as const, data: dashboard };
    });

    scope.get(`${API_V1_BASE}/widgets/:uuid`, { schema: { params: UuidParams, response: { 200: WidgetAnswer } } }, async (request) => {
      const widget = await dashboards.widget(viewerOf(request), request.params.uuid);
      if (!widget) throw new HttpError(404, DASHBOARD_MESSAGES.widgetNotFound);
      return { status: 'success' as const, data: widget };
    });

    scope.post(
      `${API_V1_BASE}/widgets/:uuid/data`,
      { schema: { params: UuidParams, body: WidgetDataBodySchema, response: { 200: WidgetDataAnswer } }, bodyLimit: WIDGET_DATA_BODY_LIMIT },
      async (request) => {
        const outcome = await dashboards.data(viewerOf(request), request.params.uuid, request.body.filter);
        if (outcome.kind === 'not-found') throw new HttpError(404, DASHBOARD_MESSAGES.widgetNotFound);
        if (outcome.kind === 'refused') throw new HttpError(400, outcome.message);
        return { status: 'success' as const, data: outcome.value };
      },
    );

    scope.get(`${API_V1_BASE}/profile/user/:uuid`, { schema: { params: UuidParams, response: { 200: HomeProfileAnswer } } }, async (request) => {
      const viewer = viewerOf(request);
      if (request.params.uuid.toLowerCase() !== viewer.userId) throw new HttpError(404, DASHBOARD_MESSAGES.profileNotFound);
      return { status: 'success' as const, data: await dashboards.home(viewer) };
    });

    scope.get(`${API_V1_BASE}/file/:id/data`, { schema: { params: IdParams, response: { 200: FileDataAnswer } } }, async (request) => {
      const file = await vfs.fileById(viewerOf(request), request.params.id);
      if (!file) throw new HttpError(404, DASHBOARD_MESSAGES.fileNotFound);
      return {
        status: 'success' as const,
        data: { uuid: file.id, name: file.filename, path: file.path, mime: file.mime, size: file.size, modified: new Date(file.stat.modifiedAt).toISOString() },
      };
    });
    done();
  });
}

function viewerOf(request: FastifyRequest): DashboardViewer {
  const { userId, accountId } = sessionOf(request);
  return { userId, accountId };
}
