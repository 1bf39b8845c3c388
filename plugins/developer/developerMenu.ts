import type { PluginApps, PluginEnvironment, PluginI18n, TrayMenuEntry } from '../../sdk';

/**
 * The developer tray menu (docs/features/panel.md): kill all applications; per running
 * application a group, titled with its title and pid, to kill or reload it; clear stored
 * settings, labelled in the current language. Then, when packages failed to load, a group per
 * package, titled with its name, that says why.
 */
export function developerMenu(apps: PluginApps, env: PluginEnvironment, { t }: PluginI18n): TrayMenuEntry[] {
  const running = apps.running.get();
  const perApp: TrayMenuEntry[] =
    running.length === 0
      ? [{ label: t('developer.noApps'), disabled: true }]
      : running.map((app) => ({
          label: t('developer.app', { title: app.title, pid: app.pid }),
          children: [
            { label: t('developer.kill'), run: () => apps.kill(app.pid) },
            { label: t('developer.reload'), run: () => void apps.reload(app.pid) },
          ],
        }));
  return [
    { label: t('developer.killAll'), run: () => apps.killAll(), disabled: running.length === 0 },
    ...perApp,
    {
      label: t('developer.clearSettings'),
      run: () => void env.clearStoredSettings().catch((error: unknown) => console.error('Atrium: clearing stored settings failed', error)),
    },
    ...packageFailures(env, t),
  ];
}

function packageFailures(env: PluginEnvironment, t: PluginI18n['t']): TrayMenuEntry[] {
  const failures = [...env.packageFailures.get()];
  if (failures.length === 0) return [];
  const perPackage = failures.map(([name, why]) => ({ label: name, children: [{ label: why, disabled: true }] }));
  return [{ label: t('developer.packageFailures'), children: perPackage }];
}
