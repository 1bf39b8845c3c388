import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Announcement } from '../contract';
import type { Database } from '../db';
import { deleteResource, insertResource, mediaKindOf, type ResourceContent } from '../media';

/** The announcements a login page at `host` shows, in their order: the host's own and those for every host. */
export async function announcementsFor(db: Kysely<Database>, host: string): Promise<Announcement[]> {
  const rows = await db
    .selectFrom('announcements')
    .innerJoin('resources', 'resources.id', 'announcements.media_id')
    .select([
      'announcements.id',
      'announcements.name',
      'announcements.description',
      'announcements.link',
      'announcements.media_id',
      'announcements.fallback',
      'resources.content_type',
    ])
    .where('announcements.host', 'in', ['', host.toLowerCase()])
    .orderBy('announcements.position')
    .orderBy('announcements.created_at')
    .execute();
  return rows.map((row) => ({
    uuid: row.id,
    name: row.name,
    description: row.description,
    link: row.link,
    media: row.media_id,
    media_type: mediaKindOf(row.content_type),
    fallback: row.fallback === 1,
  }));
}

/** An announcement to add, its media checked already. */
export interface NewAnnouncement {
  /** A host name, lower case; '' for every host. */
  host: string;
  name: string;
  description: string;
  link: string;
  media: ResourceContent;
  fallback: boolean;
}

/** Adds an announcement after the host's last one; returns its id. */
export async function addAnnouncement(db: Kysely<Database>, announcement: NewAnnouncement, now: number): Promise<string> {
  const mediaId = await insertResource(db, announcement.media, now);
  const last = await db
    .selectFrom('announcements')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('host', '=', announcement.host)
    .executeTakeFirst();
  const id = randomUUID();
  await db
    .insertInto('announcements')
    .values({
      id,
      host: announcement.host,
      name: announcement.name,
      description: announcement.description,
      link: announcement.link,
      media_id: mediaId,
      fallback: announcement.fallback ? 1 : 0,
      position: (last?.position ?? -1) + 1,
      created_at: now,
    })
    .execute();
  return id;
}

/** Removes announcement `id` with its media; undefined when there is none. */
export async function removeAnnouncement(db: Kysely<Database>, id: string): Promise<{ name: string; host: string } | undefined> {
  const row = await db.selectFrom('announcements').select(['name', 'host', 'media_id']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  await db.deleteFrom('announcements').where('id', '=', id).execute();
  await deleteResource(db, row.media_id);
  return { name: row.name, host: row.host };
}

/** Every announcement, for the operators' list: by host, then in order. */
export function listAnnouncements(db: Kysely<Database>) {
  return db
    .selectFrom('announcements')
    .innerJoin('resources', 'resources.id', 'announcements.media_id')
    .select(['announcements.id', 'announcements.host', 'announcements.name', 'announcements.fallback', 'resources.content_type', 'resources.size'])
    .orderBy('announcements.host')
    .orderBy('announcements.position')
    .execute();
}
