import type { Kysely } from 'kysely';
import { announcementsFor } from '../announcements';
import { AnnouncementHostParams, AnnouncementsAnswer } from '../contract';
import type { Database } from '../db';
import { API_BASE, type App } from '../http';

export interface AnnouncementRouteOptions {
  db: Kysely<Database>;
}

/** The login page's announcements (docs/features/sign-in.md#announcements): public, the login page shows them before sign-in. */
export function registerAnnouncementRoutes(app: App, { db }: AnnouncementRouteOptions): void {
  app.get(
    `${API_BASE}/homescreen/announcement/:host`,
    { schema: { params: AnnouncementHostParams, response: { 200: AnnouncementsAnswer } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { status: 'success' as const, data: await announcementsFor(db, request.params.host) };
    },
  );
}
