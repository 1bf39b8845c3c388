import { sql, type Kysely } from 'kysely';
import type { AppHit, CommentHit, FileEntry, SearchFilter, SearchResults, UserHit } from '../contract';
import type { Database } from '../db';
import { isPackageVisible, type Packages } from '../packages';
import { involves } from '../tasks';
import { userIconUrl } from '../users';
import { foldName, type VfsService, type VfsSession } from '../vfs';
import { likeContains } from './likeContains';

/** Whose search: the user in the account their token names. */
export type Searcher = VfsSession;

export interface SearchPage {
  filter: SearchFilter;
  /** Trimmed, not blank. */
  term: string;
  take: number;
  skip: number;
}

/** The GlobalSearch app's search, over what the user sees in the current account. */
export interface GlobalSearch {
  search(searcher: Searcher, page: SearchPage): Promise<SearchResults>;
}

type Db = Kysely<Database>;

/** The application that opens data-defined apps, and their type in the profile (docs/features/search.md#calls). */
const VIEWER_APP = 'Viewer';
const VIEWED_APP_TYPE = 2;

/** A text column lower-cased and matched against a likeContains pattern, on SQLite and PostgreSQL alike. */
const matches = (column: string, like: string) => sql<boolean>`lower(${sql.ref(column)}) like ${like} escape '\\'`;

export function createGlobalSearch(db: Db, packages: Packages, vfs: VfsService): GlobalSearch {
  /**
   * The catalog's applications whose name or a title holds the term, as the application menu
   * lists them (engine/apps/catalog.ts): the manifest's visible, not hidden applications, then the
   * user's data-defined apps (profile type 2) when the Viewer that opens them is installed.
   */
  async function apps(searcher: Searcher, term: string): Promise<AppHit[]> {
    const [manifest, profileApps] = await Promise.all([
      packages.manifest(),
      db
        .selectFrom('account_member_apps as m')
        .innerJoin('apps as a', 'a.id', 'm.app_id')
        .select(['a.name', 'a.title', 'a.category', 'a.type'])
        .where('m.user_id', '=', searcher.userId)
        .where('m.account_id', '=', searcher.accountId)
        .execute(),
    ]);
    const userApps = new Set(profileApps.map((app) => app.name));
    const packaged = manifest
      .filter((pkg) => pkg.type === 'application' && pkg.hidden !== true && isPackageVisible(pkg, userApps))
      .map((pkg) => ({ name: pkg.name, title: pkg.title.en_EN ?? pkg.name, category: pkg.category ?? '', titles: Object.values(pkg.title) }));
    const known = new Set(packaged.map((app) => app.name));
    const viewed = manifest.some((pkg) => pkg.name === VIEWER_APP)
      ? profileApps
          .filter((app) => app.type === VIEWED_APP_TYPE && !known.has(app.name))
          .map((app) => ({ name: app.name, title: app.title.trim() === '' ? app.name : app.title, category: app.category, titles: [app.title] }))
      : [];
    const folded = foldName(term);
    return [...packaged, ...viewed]
      .filter((app) => [app.name, ...app.titles].some((text) => foldName(text).includes(folded)))
      .map(({ name, title, category }) => ({ name, title, category }))
      .sort((a, b) => a.title.localeCompare(b.title, 'en') || a.name.localeCompare(b.name, 'en'));
  }

  /** Members of the current account by name, designation or username. */
  async function users(searcher: Searcher, term: string, take: number, skip: number): Promise<UserHit[]> {
    const like = likeContains(term);
    const rows = await db
      .selectFrom('users as u')
      .innerJoin('account_members as m', 'm.user_id', 'u.id')
      .select(['u.id', 'u.firstname', 'u.lastname', 'u.designation', 'u.username', 'u.icon'])
      .where('m.account_id', '=', searcher.accountId)
      .where((eb) =>
        eb.or([
          sql<boolean>`lower(u.firstname || ' ' || u.lastname) like ${like} escape '\\'`,
          matches('u.designation', like),
          matches('u.username', like),
        ]),
      )
      .orderBy('u.firstname')
      .orderBy('u.lastname')
      .orderBy('u.id')
      .limit(take)
      .offset(skip)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: `${row.firstname} ${row.lastname}`.trim(),
      designation: row.designation,
      username: row.username,
      icon: userIconUrl(row.id, row.icon),
    }));
  }

  /** Comments on the account's tasks the user is the assignee or a follower of, newest first. */
  async function comments(searcher: Searcher, term: string, take: number, skip: number): Promise<CommentHit[]> {
    const rows = await db
      .selectFrom('task_comments as c')
      .innerJoin('tasks as t', 't.id', 'c.task_id')
      .leftJoin('users as u', 'u.id', 'c.author_id')
      .select(['c.id', 'c.text', 'c.created_at', 'c.author_id', 'u.firstname', 'u.lastname', 't.id as task_id', 't.task_name', 't.app_name', 't.file_id'])
      .where('t.account_id', '=', searcher.accountId)
      .where((eb) => involves(eb, searcher.userId))
      .where(matches('c.text', likeContains(term)))
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id')
      .limit(take)
      .offset(skip)
      .execute();
    return rows.map((row) => ({
      uuid: row.id,
      text: row.text,
      time: new Date(row.created_at).toISOString(),
      author: row.author_id === null ? null : { id: row.author_id, name: `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim() },
      task: { uuid: row.task_id, task_name: row.task_name, appName: row.app_name, fileId: row.file_id },
    }));
  }

  /**
   * Files (not folders) in the user's searchable mounts whose names hold the term, through the
   * VFS's own search, so that its mounts, trees and trash rules stay the one place that decides.
   * Its patterns know `*` and `?` only as wildcards: a term holding one asks with `?` there and
   * the names are then held to the term itself.
   */
  async function attachments(searcher: Searcher, term: string, take: number, skip: number): Promise<FileEntry[]> {
    const folded = foldName(term);
    const found = await vfs.search(searcher, undefined, `*${term.replace(/[*?]/g, '?')}*`, skip + take + 1);
    return found.filter((entry) => entry.isFile && foldName(entry.filename).includes(folded)).slice(skip, skip + take + 1);
  }

  return {
    async search(searcher, { filter, term, take, skip }) {
      // One more than the page: whether another page follows.
      switch (filter) {
        case 'apps': {
          const all = await apps(searcher, term);
          return { filter, items: all.slice(skip, skip + take), more: all.length > skip + take };
        }
        case 'user':
          return paged(filter, await users(searcher, term, take + 1, skip), take);
        case 'comment':
          return paged(filter, await comments(searcher, term, take + 1, skip), take);
        case 'attachment':
          return paged(filter, await attachments(searcher, term, take, skip), take);
      }
    },
  };
}

function paged<K extends SearchFilter, T>(filter: K, items: T[], take: number): { filter: K; items: T[]; more: boolean } {
  return { filter, items: items.slice(0, take), more: items.length > take };
}
