import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { VfsError, type VfsService, type VfsSession } from '../vfs';

// Beside this module in the source, and beside the bundle in dist/server (scripts/server-bundle.mjs copies it).
const FILES_DIR = new URL('./demo-files/', import.meta.url);

/** What a demo home holds: VFS path → the sample file in demo-files/. */
const HOME_FILES: readonly (readonly [string, string])[] = [
  ['home:/Welcome.txt', 'Welcome.txt'],
  ['home:/Documents/Quarterly report.pdf', 'Quarterly report.pdf'],
  ['home:/Documents/Budget 2026.csv', 'Budget 2026.csv'],
  ['home:/Documents/Meeting notes.md', 'Meeting notes.md'],
  ['home:/Pictures/Sunrise.png', 'Sunrise.png'],
  ['home:/Pictures/Atrium logo.svg', 'Atrium logo.svg'],
];

/** What a demo account's shared folder holds. */
const SHARED_FILES: readonly (readonly [string, string])[] = [['bos:/Team/Read me.txt', 'Read me.txt']];

type Writer = Pick<VfsService, 'write'>;

async function writeAll(vfs: Writer, session: VfsSession, files: readonly (readonly [string, string])[]): Promise<void> {
  for (const [path, sample] of files) {
    try {
      await vfs.write(session, path, createReadStream(fileURLToPath(new URL(sample, FILES_DIR))), { overwrite: false, parents: true });
    } catch (error) {
      // Seeded before: what is there stays as the user left it.
      if (!(error instanceof VfsError && error.vfsCode === 'ERR_VFS_EXISTS')) throw error;
    }
  }
}

/** Puts the sample files into the home of the session's user (a demo user, or a test user made like one). */
export function seedHomeFiles(vfs: Writer, session: VfsSession): Promise<void> {
  return writeAll(vfs, session, HOME_FILES);
}

/** Puts the shared sample folder into the session's account's `bos`. */
export function seedSharedFiles(vfs: Writer, session: VfsSession): Promise<void> {
  return writeAll(vfs, session, SHARED_FILES);
}

/**
 * The demo's files: every user's home in the demo organisation and every account's shared
 * folder. Run right after seedDemo seeded the database, so never in production.
 */
export async function seedDemoFiles(db: Kysely<Database>, vfs: Writer): Promise<void> {
  const members = await db
    .selectFrom('account_members')
    .select(['account_id', 'user_id', 'is_default'])
    .orderBy('is_default', 'desc')
    .orderBy('user_id')
    .execute();
  const homes = new Map<string, string>();
  const accounts = new Map<string, string>();
  for (const member of members) {
    if (!homes.has(member.user_id)) homes.set(member.user_id, member.account_id);
    if (!accounts.has(member.account_id)) accounts.set(member.account_id, member.user_id);
  }
  for (const [userId, accountId] of homes) await seedHomeFiles(vfs, { userId, accountId });
  for (const [accountId, userId] of accounts) await seedSharedFiles(vfs, { userId, accountId });
}
