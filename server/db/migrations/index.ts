import type { Migration } from 'kysely';
import { initial } from './0001_initial';
import { userSessions } from './0002_sessions';
import { userSettings } from './0003_settings';
import { authSessions } from './0004_auth_sessions';
import { loginThrottle } from './0005_login_throttle';
import { seedsAndAdministrators } from './0006_seeds_and_administrators';
import { settingsRevision } from './0007_settings_revision';
import { healthChecks } from './0008_health';
import { vfs } from './0009_vfs';
import { accounts } from './0010_accounts';
import { socketPayloads } from './0011_socket';
import { tasks } from './0012_tasks';
import { notifications } from './0013_notifications';
import { externalIdentities } from './0014_external_identities';
import { dashboards } from './0015_dashboards';
import { vfsUsage } from './0016_vfs_usage';
import { externalTokenUses } from './0017_external_token_uses';

/**
 * Every migration by name, in order. A static list rather than a folder scan because esbuild
 * bundles the server into one file. Names never change once released.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_initial': initial,
  '0002_sessions': userSessions,
  '0003_settings': userSettings,
  '0004_auth_sessions': authSessions,
  '0005_login_throttle': loginThrottle,
  '0006_seeds_and_administrators': seedsAndAdministrators,
  '0007_settings_revision': settingsRevision,
  '0008_health': healthChecks,
  '0009_vfs': vfs,
  '0010_accounts': accounts,
  '0011_socket': socketPayloads,
  '0012_tasks': tasks,
  '0013_notifications': notifications,
  '0014_external_identities': externalIdentities,
  '0015_dashboards': dashboards,
  '0016_vfs_usage': vfsUsage,
  '0017_external_token_uses': externalTokenUses,
};
