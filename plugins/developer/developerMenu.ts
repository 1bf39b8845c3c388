import type { PluginApps, PluginEnvironment, TrayMenuEntry } from '../../sdk';

/** Does nothing: the heading of a group of entries is not itself an action. */
const heading = () => undefined;

/**
 * The developer tray menu (spec, shell section 2): kill all applications; per running
 * application a group, titled with its title and pid, to kill or reload it; clear stored
 * settings. Labels are translation keys, which the tray shows translated.
 */
export function developerMenu(apps: PluginApps, env: PluginEnvironment): TrayMenuEntry[] {
  const running = apps.running.get();
  const perApp: TrayMenuEntry[] =
    running.length === 0
      ? [{ label: 'developer.noApps', run: heading, disabled: true }]
      : running.map((app) => ({
          label: `${app.title} (${app.pid})`,
          run: heading,
          children: [
            { label: 'developer.kill', run: () => apps.kill(app.pid) },
            { label: 'developer.reload', run: () => void apps.reload(app.pid) },
          ],
        }));
  return [
    { label: 'developer.killAll', run: () => apps.killAll(), disabled: running.length === 0 },
    ...perApp,
    {
      label: 'developer.clearSettings',
      run: () => void env.clearStoredSettings().catch((error: unknown) => console.error('Atrium: clearing stored settings failed', error)),
    },
  ];
}
