import type { Manifest } from '../../../server/contract';
import type { AppServiceInternals } from '../../apps';
import type { PackageLoader } from '../../extensions';

export interface PackageRevisionDeps {
  loader: Pick<PackageLoader, 'refresh'>;
  apps: Pick<AppServiceInternals, 'running' | 'kill' | 'relaunch'>;
  log: Pick<Console, 'error'>;
}

/**
 * Brings the loaded packages to a new manifest without a page reload, as a plugin author's dev
 * loop expects: a rebuilt package's plugin is replaced by the new build, and its running
 * applications are launched again on the new code, their windows where they were (a window kept
 * open would go on rendering the old module's components); a removed package's plugin is
 * deactivated and its applications closed. Resolves once the relaunched applications are up.
 */
export async function followPackageRevisions(manifest: Manifest, { loader, apps, log }: PackageRevisionDeps): Promise<void> {
  const { unloaded, reloaded } = loader.refresh(manifest);
  if (unloaded.length === 0) return;
  const listed = new Set(manifest.map((pkg) => pkg.name));
  const gone = new Set(unloaded.filter((name) => !listed.has(name)));
  for (const app of apps.running.get()) if (gone.has(app.name)) apps.kill(app.pid);
  // A build that fails is in the developer tray's list of failed packages; relaunching its apps
  // then tells the user why, as a launch of it would.
  await reloaded.catch((error: unknown) => log.error('Atrium: a rebuilt package failed to load', error));
  await Promise.all(unloaded.filter((name) => listed.has(name)).map((name) => apps.relaunch(name)));
}
