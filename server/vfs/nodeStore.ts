import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Clock } from '../clock';
import { isUniqueViolation, type Database } from '../db';
import { FOLDER_MIME, VFS_SLICE_MS } from './constants';
import { vfsErrors } from './errors';
import { foldName } from './fold';
import { neverStored } from './names';
import { nodeOfRow, type NodeRow, type TreeRef, type VfsNode } from './nodes';
import { addCharges, chargedTo, type Charges, type Quota } from './quota';
import { createPacer } from './pacer';

/** A node of the database adapter, with what only the database knows of it. */
export interface StoredNode extends VfsNode {
  tree: string;
  /** The blob store's key of its bytes; null for a folder and an empty file. */
  blob: string | null;
  /** Whose quota its bytes count against. */
  chargedTo: string | null;
}

/** A file's bytes as the blob store keeps them. */
export interface Content {
  blob: string | null;
  size: number;
  mime: string;
}

/** What a change left behind: blobs no row refers to any more, for the caller to delete once it committed. */
export interface Replaced<T> {
  result: T;
  unreferenced: string[];
}

/** A file or folder in the trash: its top row, with the size of everything in it. */
export interface TrashedNode extends StoredNode {
  originalPath: string;
  deletedAt: number;
  totalSize: number;
}

type Executor = Kysely<Database> | Transaction<Database>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Rows per statement of a copy: 16 columns each stays under SQLite's 32,766 parameters, and a big
// tree is read and written in statements this size, the event loop turning between them: one
// statement over 10,000 rows held it for up to 185 ms.
const BATCH = 500;

/**
 * The database adapter's tree: names, folders, sizes and types in vfs_nodes, bytes by blob key.
 * Every change is one transaction; a change that would take a user or an account past its quota
 * is rolled back whole. `path` arguments only name the target in errors.
 */
export function createNodeStore(db: Kysely<Database>, clock: Clock, quota: Quota) {
  const stored = (row: NodeRow): StoredNode => nodeOfRow(row, { tree: row.tree, blob: row.blob, chargedTo: row.charged_to });

  async function rootRow(executor: Executor, tree: TreeRef): Promise<NodeRow> {
    const find = () => executor.selectFrom('vfs_nodes').selectAll().where('tree', '=', tree.key).where('parent_id', 'is', null).executeTakeFirst();
    const found = await find();
    if (found) return found;
    const now = clock.now();
    await executor
      .insertInto('vfs_nodes')
      .values({ ...ownerOf(tree), id: randomUUID(), parent_id: null, name: '', folded: '', is_folder: 1, size: 0, mime: FOLDER_MIME, blob: null, created_by: null, created_at: now, modified_at: now, trashed_at: null, original_path: null })
      // Another request made it first: its root is as good.
      .onConflict((conflict) => conflict.column('tree').where('parent_id', 'is', null).doNothing())
      .execute();
    const made = await find();
    if (!made) throw new Error(`the root of ${tree.key} could not be made`);
    return made;
  }

  const childRow = (executor: Executor, parentId: string, name: string) =>
    executor.selectFrom('vfs_nodes').selectAll().where('parent_id', '=', parentId).where('name', '=', name).where('trashed_at', 'is', null).executeTakeFirst();

  /** Makes `name` free under `parentId`: a file there goes when `overwrite`; anything else there is an error. */
  async function takeName(trx: Executor, parentId: string, name: string, overwrite: boolean, path: string, charges: Charges): Promise<string[]> {
    const existing = await childRow(trx, parentId, name);
    if (!existing) return [];
    if (existing.is_folder === 1 || !overwrite) throw vfsErrors.exists(path);
    await trx.deleteFrom('vfs_nodes').where('id', '=', existing.id).execute();
    addCharges(charges, [existing], -1);
    return existing.blob === null ? [] : [existing.blob];
  }

  async function touchFolder(trx: Executor, id: string | null): Promise<void> {
    if (id !== null) await trx.updateTable('vfs_nodes').set({ modified_at: clock.now() }).where('id', '=', id).execute();
  }

  /**
   * Runs `work` in a transaction, with the bytes it adds to or takes from each owner settled at its
   * end; a unique index that refuses a row means another request took the name first.
   */
  async function transact<T>(path: string, work: (trx: Transaction<Database>, charges: Charges) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(async (trx) => {
        const charges: Charges = new Map();
        const result = await work(trx, charges);
        await quota.settle(trx, charges);
        return result;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw vfsErrors.exists(path);
      throw error;
    }
  }

  /** `subtree`: the ids of `id` and all it holds, for the statement that follows. */
  const withSubtree = (id: string) => sql`
    with recursive subtree(id) as (
      select id from vfs_nodes where id = ${id}
      union all
      select n.id from vfs_nodes n join subtree s on n.parent_id = s.id
    )`;

  /** The rows of `id` and all it holds. */
  async function subtreeRows(executor: Executor, id: string): Promise<NodeRow[]> {
    const { rows } = await sql<NodeRow>`
      ${withSubtree(id)}
      select v.* from vfs_nodes v join subtree s on v.id = s.id`.execute(executor);
    return rows;
  }

  /** The bytes of `id` and all it holds, added up by the database rather than row by row here. */
  async function subtreeSize(executor: Executor, id: string): Promise<number> {
    const { rows } = await sql<{ total: number | string | null }>`
      ${withSubtree(id)}
      select sum(v.size) as total from vfs_nodes v join subtree s on v.id = s.id`.execute(executor);
    return Number(rows[0]?.total ?? 0);
  }

  async function updateSubtree(executor: Executor, id: string, assignments: ReturnType<typeof sql>): Promise<void> {
    await sql`
      ${withSubtree(id)}
      update vfs_nodes set ${assignments} where id in (select id from subtree)`.execute(executor);
  }

  async function removeRow(trx: Executor, id: string, charges: Charges): Promise<string[]> {
    const rows = await subtreeRows(trx, id);
    // The rows inside go with it (on delete cascade).
    await trx.deleteFrom('vfs_nodes').where('id', '=', id).execute();
    addCharges(charges, rows, -1);
    return rows.flatMap((row) => (row.blob === null ? [] : [row.blob]));
  }

  function newRow(tree: TreeRef, parentId: string, name: string, by: string | null, content: Content | 'folder'): NodeRow {
    const now = clock.now();
    const folder = content === 'folder';
    return {
      ...ownerOf(tree),
      id: randomUUID(),
      parent_id: parentId,
      name,
      folded: foldName(name),
      is_folder: folder ? 1 : 0,
      size: folder ? 0 : content.size,
      mime: folder ? FOLDER_MIME : content.mime,
      blob: folder ? null : content.blob,
      created_by: by,
      charged_to: chargedTo(tree, by),
      created_at: now,
      modified_at: now,
      trashed_at: null,
      original_path: null,
    };
  }

  return {
    async root(tree: TreeRef): Promise<StoredNode> {
      return stored(await rootRow(db, tree));
    },

    /** What `segments` name in `tree`, outside the trash; undefined when nothing does. */
    async lookup(tree: TreeRef, segments: readonly string[]): Promise<StoredNode | undefined> {
      const way = await walk(tree, segments);
      return way.length === segments.length + 1 ? way.at(-1) : undefined;
    },

    /**
     * The nodes on the way to `segments` in `tree`, the root first, as far as they exist, found by
     * one recursive query. It ends early at a name that is missing or at a file, which is then the
     * last node.
     */
    walk,

    /** The node with this id in one of `trees`, outside the trash; undefined when there is none. */
    async byId(trees: readonly string[], id: string): Promise<StoredNode | undefined> {
      const key = id.toLowerCase();
      if (trees.length === 0 || !UUID.test(key)) return undefined;
      const row = await db.selectFrom('vfs_nodes').selectAll().where('id', '=', key).where('tree', 'in', trees).where('trashed_at', 'is', null).executeTakeFirst();
      return row ? stored(row) : undefined;
    },

    async children(folderId: string): Promise<StoredNode[]> {
      const rows = await db.selectFrom('vfs_nodes').selectAll().where('parent_id', '=', folderId).where('trashed_at', 'is', null).execute();
      return rows.map(stored);
    },

    /** The usage and limit `stat` of `tree`'s root reports. */
    quota: (tree: TreeRef) => quota.of(db, tree),

    /** What `by` may still write into `tree` in place of `replaced`; undefined when no quota applies. */
    room: (tree: TreeRef, by: string, replaced?: StoredNode) =>
      quota.room(db, tree, by, replaced && { size: replaced.size, charged_to: replaced.chargedTo, account_id: tree.accountId }),

    /** Writes file `name` in folder `parentId` with `content`, replacing a file there when `overwrite`. */
    writeFile(tree: TreeRef, parentId: string, name: string, content: Content, options: { overwrite: boolean; by: string; path: string }): Promise<Replaced<StoredNode>> {
      return transact(options.path, async (trx, charges) => {
        const existing = await childRow(trx, parentId, name);
        if (existing && (existing.is_folder === 1 || !options.overwrite)) {
          throw existing.is_folder === 1 ? vfsErrors.isAFolder(options.path) : vfsErrors.exists(options.path);
        }
        let row: NodeRow;
        if (existing) {
          // The new bytes are the writer's, whoever wrote the old ones.
          row = { ...existing, size: content.size, mime: content.mime, blob: content.blob, charged_to: chargedTo(tree, options.by), modified_at: clock.now() };
          await trx.updateTable('vfs_nodes').set({ size: row.size, mime: row.mime, blob: row.blob, charged_to: row.charged_to, modified_at: row.modified_at }).where('id', '=', row.id).execute();
          addCharges(charges, [existing], -1);
        } else {
          row = newRow(tree, parentId, name, options.by, content);
          await trx.insertInto('vfs_nodes').values(row).execute();
          await touchFolder(trx, parentId);
        }
        addCharges(charges, [row], 1);
        return { result: stored(row), unreferenced: existing?.blob ? [existing.blob] : [] };
      });
    },

    /** Makes folder `name` in `parentId`; an existing folder is returned when `existOk`. */
    makeFolder(tree: TreeRef, parentId: string, name: string, options: { existOk: boolean; by: string; path: string }): Promise<StoredNode> {
      return transact(options.path, async (trx) => {
        const existing = await childRow(trx, parentId, name);
        if (existing) {
          if (existing.is_folder === 1 && options.existOk) return stored(existing);
          throw vfsErrors.exists(options.path);
        }
        const row = newRow(tree, parentId, name, options.by, 'folder');
        await trx.insertInto('vfs_nodes').values(row).execute();
        await touchFolder(trx, parentId);
        return stored(row);
      });
    },

    /** Marks file `name` modified now, or makes it empty. */
    touch(tree: TreeRef, parentId: string, name: string, options: { by: string; path: string }): Promise<StoredNode> {
      return transact(options.path, async (trx) => {
        const existing = await childRow(trx, parentId, name);
        if (existing) {
          if (existing.is_folder === 1) throw vfsErrors.isAFolder(options.path);
          const modified = { ...existing, modified_at: clock.now() };
          await trx.updateTable('vfs_nodes').set({ modified_at: modified.modified_at }).where('id', '=', existing.id).execute();
          return stored(modified);
        }
        const row = newRow(tree, parentId, name, options.by, { blob: null, size: 0, mime: 'text/plain' });
        await trx.insertInto('vfs_nodes').values(row).execute();
        await touchFolder(trx, parentId);
        return stored(row);
      });
    },

    /** Deletes `node` and all it holds; resolves the blobs to delete. */
    remove(node: StoredNode): Promise<string[]> {
      return transact(node.name, async (trx, charges) => {
        const blobs = await removeRow(trx, node.id, charges);
        await touchFolder(trx, node.parentId);
        return blobs;
      });
    },

    /** Moves `node` (and all it holds) to folder `parentId` of `tree` as `name`. */
    move(node: StoredNode, tree: TreeRef, parentId: string, name: string, options: { overwrite: boolean; path: string }): Promise<Replaced<StoredNode>> {
      return transact(options.path, async (trx, charges) => {
        const unreferenced = await takeName(trx, parentId, name, options.overwrite, options.path, charges);
        const now = clock.now();
        await trx.updateTable('vfs_nodes').set({ parent_id: parentId, name, folded: foldName(name), modified_at: now }).where('id', '=', node.id).execute();
        if (tree.key !== node.tree) {
          const owner = ownerOf(tree);
          // Into a user's tree the bytes become that user's; into an account's they stay whose they were.
          const rows = await subtreeRows(trx, node.id);
          addCharges(charges, rows, -1);
          addCharges(charges, rows.map((row) => ({ size: row.size, charged_to: tree.userId ?? row.charged_to, account_id: tree.accountId })), 1);
          await updateSubtree(trx, node.id, sql`tree = ${owner.tree}, user_id = ${owner.user_id}, account_id = ${owner.account_id}, charged_to = coalesce(${tree.userId}, charged_to)`);
        }
        await touchFolder(trx, node.parentId);
        await touchFolder(trx, parentId);
        const moved = await trx.selectFrom('vfs_nodes').selectAll().where('id', '=', node.id).executeTakeFirstOrThrow();
        return { result: stored(moved), unreferenced };
      });
    },

    /** Whether anything in `node` lies more than `levels` below it; the walk goes no deeper than that. */
    async deeperThan(node: StoredNode, levels: number): Promise<boolean> {
      const { rows } = await sql<{ found: number }>`
        with recursive subtree(id, depth) as (
          select id, 0 from vfs_nodes where id = ${node.id}
          union all
          select n.id, s.depth + 1 from vfs_nodes n join subtree s on n.parent_id = s.id where s.depth <= ${sql.lit(levels)}
        )
        select 1 as found from subtree where depth > ${sql.lit(levels)} limit 1`.execute(db);
      return rows.length > 0;
    },

    /**
     * `node` and everything in it, each folder before what it holds, and how many levels lie below
     * `node`; undefined when that is more than `max` nodes (they are not all read).
     */
    async subtree(node: StoredNode, max: number): Promise<{ nodes: StoredNode[]; depth: number } | undefined> {
      const pace = createPacer(VFS_SLICE_MS);
      const ordered: StoredNode[] = [];
      let depth = -1;
      // A level at a time, each folder's contents BATCH rows at a time, by name (the index on parent and name).
      for (let level = [node]; level.length > 0; depth += 1) {
        ordered.push(...level);
        const next: StoredNode[] = [];
        for (const folder of level.filter((each) => each.isFolder)) {
          for (let after: string | undefined, page = BATCH; page === BATCH; ) {
            await pace();
            let query = db.selectFrom('vfs_nodes').selectAll().where('parent_id', '=', folder.id).where('trashed_at', 'is', null);
            if (after !== undefined) query = query.where('name', '>', after);
            const rows = await query.orderBy('name').limit(BATCH).execute();
            next.push(...rows.map(stored));
            if (ordered.length + next.length > max) return undefined;
            page = rows.length;
            after = rows.at(-1)?.name;
          }
        }
        level = next;
      }
      return { nodes: ordered, depth };
    },

    /**
     * Inserts a copy: `top` as `name` in `parentId`, and what it holds. `items` come folder before
     * content, each naming its folder by the copied folder's id (the source's ids: new ones are made).
     */
    insertCopy(
      tree: TreeRef,
      parentId: string,
      name: string,
      items: readonly { id: string; parentId: string | null; name: string; content: Content | 'folder' }[],
      options: { overwrite: boolean; by: string; path: string },
    ): Promise<Replaced<StoredNode>> {
      return transact(options.path, async (trx, charges) => {
        const unreferenced = await takeName(trx, parentId, name, options.overwrite, options.path, charges);
        const pace = createPacer(VFS_SLICE_MS);
        const newIds = new Map<string, string>();
        let top: NodeRow | undefined;
        for (let start = 0; start < items.length; start += BATCH) {
          // Made batch by batch too: making 10,000 rows at once held the event loop for 130 ms.
          await pace();
          const rows = items.slice(start, start + BATCH).map((item, offset) => {
            const isTop = start + offset === 0;
            const parent = isTop ? parentId : newIds.get(item.parentId ?? '');
            if (parent === undefined) throw new Error(`copy of ${item.name}: its folder comes after it`);
            const row = newRow(tree, parent, isTop ? name : item.name, options.by, item.content);
            newIds.set(item.id, row.id);
            return row;
          });
          top ??= rows[0];
          await trx.insertInto('vfs_nodes').values(rows).execute();
          addCharges(charges, rows, 1);
        }
        if (!top) throw new Error('a copy of nothing');
        await touchFolder(trx, parentId);
        return { result: stored(top), unreferenced };
      });
    },

    /** Moves `node` to the trash of its tree, remembering `originalPath`. */
    trash(tree: TreeRef, node: StoredNode, originalPath: string): Promise<TrashedNode> {
      return transact(originalPath, async (trx) => {
        const root = await rootRow(trx, tree);
        const now = clock.now();
        await updateSubtree(trx, node.id, sql`trashed_at = ${now}`);
        // Under the root, so that deleting the folder it was in for good does not take it along.
        await trx.updateTable('vfs_nodes').set({ parent_id: root.id, original_path: originalPath }).where('id', '=', node.id).execute();
        await touchFolder(trx, node.parentId);
        const [trashed] = await trashedIn(trx, [tree.key], node.id);
        if (!trashed) throw new Error(`${originalPath} vanished on its way to the trash`);
        return trashed;
      });
    },

    /** What is in the trash of `trees`, newest first; `id` narrows it to one entry. */
    trashed: (trees: readonly string[], id?: string) => trashedIn(db, trees, id),

    /**
     * Puts trashed `node` back into folder `parentId` under the first free name of `names`.
     * @returns the restored node; undefined when every name was taken.
     */
    restore(node: TrashedNode, parentId: string, names: Iterable<string>): Promise<StoredNode | undefined> {
      return transact(node.originalPath, async (trx) => {
        for (const name of names) {
          if (await childRow(trx, parentId, name)) continue;
          // Named first: out of the trash under its old name, it would clash with what took that name.
          await trx.updateTable('vfs_nodes').set({ parent_id: parentId, name, folded: foldName(name), original_path: null }).where('id', '=', node.id).execute();
          await updateSubtree(trx, node.id, sql`trashed_at = ${null}`);
          await touchFolder(trx, parentId);
          return stored(await trx.selectFrom('vfs_nodes').selectAll().where('id', '=', node.id).executeTakeFirstOrThrow());
        }
        return undefined;
      });
    },

    /** Deletes trashed entries for good; resolves how many and the blobs to delete. */
    purge(entries: readonly TrashedNode[]): Promise<string[]> {
      return transact('trash', async (trx, charges) => {
        const blobs: string[] = [];
        for (const entry of entries) blobs.push(...(await removeRow(trx, entry.id, charges)));
        return blobs;
      });
    },

    /** Nodes outside the trash of `trees` (under `under`, when given) whose folded name is LIKE `like`. */
    async search(trees: readonly string[], like: string, limit: number, under?: StoredNode): Promise<StoredNode[]> {
      if (trees.length === 0) return [];
      const matching = under
        ? await sql<NodeRow>`
            with recursive subtree(id) as (
              select id from vfs_nodes where parent_id = ${under.id} and trashed_at is null
              union all
              select n.id from vfs_nodes n join subtree s on n.parent_id = s.id where n.trashed_at is null
            )
            select v.* from vfs_nodes v join subtree s on v.id = s.id
            where v.folded like ${like} escape '\\'
            order by v.folded, v.id
            limit ${limit}`.execute(db).then((result) => result.rows)
        : await db
            .selectFrom('vfs_nodes')
            .selectAll()
            .where('tree', 'in', trees)
            .where('parent_id', 'is not', null)
            .where('trashed_at', 'is', null)
            .where(sql<boolean>`folded like ${like} escape '\\'`)
            .orderBy('folded')
            .orderBy('id')
            .limit(limit)
            .execute();
      return matching.map(stored);
    },

    /** The names from the root to each of `nodes`, by node id. */
    async segmentsOf(nodes: readonly StoredNode[]): Promise<Map<string, string[]>> {
      const known = new Map<string, { parentId: string | null; name: string }>(nodes.map((node) => [node.id, { parentId: node.parentId, name: node.name }]));
      for (let missing = parentsMissing(known); missing.length > 0; missing = parentsMissing(known)) {
        const rows = await db.selectFrom('vfs_nodes').select(['id', 'parent_id', 'name']).where('id', 'in', missing).execute();
        if (rows.length === 0) break;
        for (const row of rows) known.set(row.id, { parentId: row.parent_id, name: row.name });
      }
      return new Map(
        nodes.map((node) => {
          const segments: string[] = [];
          for (let at = known.get(node.id); at && at.parentId !== null; at = known.get(at.parentId)) segments.unshift(at.name);
          return [node.id, segments];
        }),
      );
    },

    /** Which of `keys` some node refers to (for the blob store's sweep at start). */
    async referenced(keys: readonly string[]): Promise<ReadonlySet<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db.selectFrom('vfs_nodes').select('blob').where('blob', 'in', keys).execute();
      return new Set(rows.map((row) => row.blob).filter((blob) => blob !== null));
    },
  };

  async function walk(tree: TreeRef, segments: readonly string[]): Promise<StoredNode[]> {
    const root = await rootRow(db, tree);
    // No row has a name the rules refuse (PostgreSQL would even refuse to compare one with NUL).
    const refused = segments.findIndex(neverStored);
    const names = refused === -1 ? segments : segments.slice(0, refused);
    if (names.length === 0) return [stored(root)];
    // One query for the whole way: a name each step, from the folder the step before found.
    const { rows } = await sql<NodeRow & { depth: number }>`
      with recursive names(depth, name) as (
        values ${sql.join(names.map((name, index) => sql`(${sql.lit(index + 1)}, ${name})`))}
      ),
      way as (
        select v.*, 0 as depth from vfs_nodes v where v.id = ${root.id}
        union all
        select n.*, w.depth + 1 from way w
        join names s on s.depth = w.depth + 1
        join vfs_nodes n on n.parent_id = w.id and n.name = s.name and n.trashed_at is null
        where w.is_folder = 1
      )
      select * from way order by depth`.execute(db);
    return rows.map(stored);
  }

  async function trashedIn(executor: Executor, trees: readonly string[], id?: string): Promise<TrashedNode[]> {
    if (trees.length === 0 || (id !== undefined && !UUID.test(id))) return [];
    let query = executor
      .selectFrom('vfs_nodes')
      .selectAll()
      .where('tree', 'in', trees)
      .where('original_path', 'is not', null)
      .where('trashed_at', 'is not', null);
    if (id !== undefined) query = query.where('id', '=', id);
    const tops = await query.orderBy('trashed_at', 'desc').orderBy('id').execute();
    return Promise.all(
      tops.map(async (row) => {
        const total = row.is_folder === 1 ? await subtreeSize(executor, row.id) : row.size;
        return { ...stored(row), originalPath: row.original_path ?? '', deletedAt: row.trashed_at ?? 0, totalSize: total };
      }),
    );
  }
}

export type NodeStore = ReturnType<typeof createNodeStore>;

function ownerOf(tree: TreeRef): { tree: string; user_id: string | null; account_id: string | null } {
  return { tree: tree.key, user_id: tree.userId, account_id: tree.accountId };
}

function parentsMissing(known: ReadonlyMap<string, { parentId: string | null }>): string[] {
  const missing = new Set<string>();
  for (const { parentId } of known.values()) if (parentId !== null && !known.has(parentId)) missing.add(parentId);
  return [...missing];
}
