import type { Kysely } from 'kysely';
import type { VfsConfig, VfsMountSetting } from '../config';
import type { Mountpoint } from '../contract';
import type { Database } from '../db';
import { createFileRoot } from '../files';
import { isPackageVisible, type Packages } from '../packages';
import { appNamesOf } from '../users';
import { BUILTIN_MOUNTS } from './constants';
import { createFolderTree, type FolderTree, type RefusalLog } from './folderTree';
import type { TreeRef } from './nodes';

/** Whose request it is: the user, and the account their token names. */
export interface VfsSession {
  userId: string;
  accountId: string;
}

/** A mount as one session sees it: its description, and the tree its paths lead into. */
export type Mount =
  | { kind: 'database'; info: Mountpoint; tree: TreeRef }
  | { kind: 'folder'; info: Mountpoint; tree: FolderTree };

export interface Mounts {
  /** The session's mounts, enabled ones only, in the order the Files app lists them. */
  of(session: VfsSession): Mount[];
}

/** How a mount is described before it is bound to a session. */
type Definition =
  | { name: string; label: string; adapter: 'database'; scope: 'user' | 'account'; visibility: 'global' | 'restricted'; searchable: boolean }
  | { name: string; label: string; adapter: 'folder'; visibility: 'global' | 'restricted'; tree: (session: VfsSession) => FolderTree };

// A server folder shown to members: whoever can write into it must not lend them another file
// of the server by a hard link.
const FOLDER_ROOT = { singleLinkOnly: true };

export function createMounts(options: { config: VfsConfig; packagesDir: string; packages: Packages; db: Kysely<Database>; log: RefusalLog }): Mounts {
  const { config, packages, db, log } = options;
  const packagesRoot = createFileRoot(options.packagesDir, FOLDER_ROOT);
  const builtins: Definition[] = [
    { name: 'home', label: BUILTIN_MOUNTS.home, adapter: 'database', scope: 'user', visibility: 'global', searchable: true },
    { name: 'bos', label: BUILTIN_MOUNTS.bos, adapter: 'database', scope: 'account', visibility: 'global', searchable: true },
    {
      name: 'apps',
      label: BUILTIN_MOUNTS.apps,
      adapter: 'folder',
      visibility: 'restricted',
      // Per session: the packages this user may use in this account, as the launcher decides.
      tree: (session) =>
        createFolderTree({
          mount: 'apps',
          root: packagesRoot,
          log,
          topLevel: async () => {
            const [installed, apps] = await Promise.all([packages.installed(), appNamesOf(db, session.userId, session.accountId)]);
            return new Set(installed.filter((pkg) => isPackageVisible(pkg, apps)).map((pkg) => pkg.name));
          },
        }),
    },
  ];
  const definitions = [...builtins.filter((mount) => !config.disabled.includes(mount.name)), ...config.added.map((setting) => definitionOf(setting, log))];

  return {
    of(session) {
      return definitions.map((definition) => bind(definition, session));
    },
  };
}

function definitionOf(setting: VfsMountSetting, log: RefusalLog): Definition {
  if (setting.adapter === 'database') return setting;
  const tree = createFolderTree({ mount: setting.name, root: createFileRoot(setting.root, FOLDER_ROOT), log });
  return { name: setting.name, label: setting.label, adapter: 'folder', visibility: setting.visibility, tree: () => tree };
}

function bind(definition: Definition, session: VfsSession): Mount {
  const info = (attributes: Mountpoint['attributes']): Mountpoint => ({
    name: definition.name,
    label: definition.label,
    root: `${definition.name}:/`,
    adapter: definition.adapter,
    enabled: true,
    mounted: true,
    attributes,
  });
  if (definition.adapter === 'folder') {
    return { kind: 'folder', info: info({ visibility: definition.visibility, local: true, searchable: false, readOnly: true }), tree: definition.tree(session) };
  }
  const byUser = definition.scope === 'user';
  return {
    kind: 'database',
    info: info({ visibility: definition.visibility, local: true, searchable: definition.searchable, readOnly: false }),
    tree: {
      key: `${definition.name}:${byUser ? `u:${session.userId}` : `a:${session.accountId}`}`,
      userId: byUser ? session.userId : null,
      accountId: byUser ? null : session.accountId,
    },
  };
}
