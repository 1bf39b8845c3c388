import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { BUILTIN_MOUNT_NAMES } from './constants';
import type { VfsConfig, VfsMountSetting } from './types';

// VFS_MOUNTS: a JSON object of mount name → setting. A built-in mount (home, bos, apps) takes only
// `{"enabled":false}`; a new one is a `database` tree scoped to the user or the account, or a
// read-only `folder` of the server.

const MOUNT_NAME = /^[A-Za-z0-9_.-]{1,64}$/;
const Visibility = Type.Union([Type.Literal('global'), Type.Literal('restricted')]);
const Label = Type.String({ minLength: 1, maxLength: 100 });
const SwitchSetting = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });
const DatabaseMountSetting = Type.Object(
  {
    adapter: Type.Literal('database'),
    label: Label,
    scope: Type.Union([Type.Literal('user'), Type.Literal('account')]),
    visibility: Type.Optional(Visibility),
    searchable: Type.Optional(Type.Boolean()),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const FolderMountSetting = Type.Object(
  { adapter: Type.Literal('folder'), label: Label, root: Type.String({ minLength: 1 }), visibility: Type.Optional(Visibility), enabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
type MountSetting = Static<typeof SwitchSetting> | Static<typeof DatabaseMountSetting> | Static<typeof FolderMountSetting>;

export type Mounts = Pick<VfsConfig, 'disabled' | 'added'>;

export const MOUNTS_EXPECTED =
  'a JSON object of mount name to setting, e.g. {"bos":{"enabled":false},"archive":{"adapter":"folder","label":"Archive","root":"/srv/archive"},' +
  '"projects":{"adapter":"database","label":"Projects","scope":"account"}}';

/** What is wrong with the first bad entry of a JSON object of mounts, or undefined. */
export function mountsProblem(mounts: unknown): string | undefined {
  for (const [name, setting] of Object.entries(mounts as Record<string, unknown>)) {
    const problem = mountProblem(name, setting);
    if (problem !== undefined) return `'${name}' ${problem}`;
  }
  return undefined;
}

/** The mounts a checked object of settings switches off and adds, folder roots resolved from `cwd`. */
export function mountsOf(mounts: unknown, cwd: string): Mounts {
  const disabled: string[] = [];
  const added: VfsMountSetting[] = [];
  for (const [name, setting] of Object.entries(mounts as Record<string, MountSetting>)) {
    if (setting.enabled === false) {
      if (BUILTIN_MOUNT_NAMES.includes(name)) disabled.push(name);
      continue;
    }
    if (!('adapter' in setting)) continue;
    const visibility = setting.visibility ?? 'global';
    added.push(
      setting.adapter === 'database'
        ? { name, adapter: 'database', label: setting.label, scope: setting.scope, visibility, searchable: setting.searchable ?? true }
        : { name, adapter: 'folder', label: setting.label, root: path.resolve(cwd, setting.root), visibility },
    );
  }
  return { disabled, added };
}

function mountProblem(name: string, setting: unknown): string | undefined {
  if (!MOUNT_NAME.test(name)) return 'is not a mount name: letters, digits, _, . and - (at most 64)';
  const adapter = typeof setting === 'object' && setting !== null ? (setting as Record<string, unknown>).adapter : undefined;
  const builtin = BUILTIN_MOUNT_NAMES.includes(name);
  if (builtin && adapter !== undefined) return 'is built in: it takes only {"enabled":false}';
  if (!builtin && adapter !== 'database' && adapter !== 'folder') return 'needs "adapter": "database" or "folder"';
  const schema = adapter === 'database' ? DatabaseMountSetting : adapter === 'folder' ? FolderMountSetting : SwitchSetting;
  const error = Value.Errors(schema, setting).First();
  return error ? `${error.path ? `${error.path}: ` : ''}${error.message}` : undefined;
}
