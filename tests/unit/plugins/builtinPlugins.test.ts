import { describe, expect, it } from 'vitest';
import { readText } from '../../../engine/core';
import { builtinPlugins } from '../../../plugins';
import { fakeContext } from './fakeContext';

describe('built-in plugins', () => {
  it('are the application menu, the workspace switcher, the window list, the tray, the priorities, the search, the global search, the notification history, the developer menu, the digital clock, the profile, tile all, home and logout, in that order', () => {
    expect(builtinPlugins.map((plugin) => plugin.id)).toEqual([
      'atrium.appmenu',
      'atrium.workspaces',
      'atrium.windowlist',
      'atrium.tray',
      'atrium.priorities',
      'atrium.search',
      'atrium.globalsearch',
      'atrium.notifications',
      'atrium.developer',
      'atrium.digitalclock',
      'atrium.profile',
      'atrium.tile',
      'atrium.home',
      'atrium.logout',
    ]);
  });

  it('fill the three slots of the panel (the workspace switcher first in the centre, before the window list; the global search first at the end, by its order; the search hosting its overlay at the end; profile, tile all, home and logout last), add the clock widget and the priorities modals, and deactivate cleanly', async () => {
    const fake = fakeContext({ development: true });
    await fake.activate(...builtinPlugins);
    expect(fake.panelItems.get().map((item) => [item.id, item.slot])).toEqual([
      ['atrium.workspaces', 'center'],
      ['atrium.globalsearch', 'end'],
      ['atrium.appmenu', 'start'],
      ['atrium.windowlist', 'center'],
      ['atrium.tray', 'end'],
      ['atrium.priorities', 'end'],
      ['atrium.search', 'end'],
      ['atrium.profile', 'end'],
      ['atrium.tile', 'end'],
      ['atrium.home', 'end'],
      ['atrium.logout', 'end'],
    ]);
    expect(fake.trayItems.get().map((item) => item.id)).toEqual(['atrium.notifications', 'atrium.search', 'atrium.developer']);
    expect(fake.ctx.widgets.types.get().map((widget) => widget.name)).toEqual(['digitalclock']);
    expect([...fake.dialogKinds]).toEqual(['atrium.priorities.snooze', 'atrium.priorities.snoozeExtend', 'atrium.priorities.comments']);
    fake.ctx.subscriptions.dispose();
    expect([fake.panelItems.get(), fake.trayItems.get(), fake.ctx.widgets.types.get(), fake.keybindings.size, fake.dialogKinds.size]).toEqual([[], [], [], 0, 0]);
  });

  it('describe their keybindings for the shortcut sheet, under a title from their strings', async () => {
    const fake = fakeContext({ development: true });
    await fake.activate(...builtinPlugins);
    const described = [...fake.keybindings.values()].map((binding) => [binding.id, binding.description === undefined ? null : readText(binding.description)]);
    expect(described).toEqual([
      ['atrium.appmenu.toggle', 'Open or close the application menu'],
      ['atrium.search.toggle', 'Show or hide the file search'],
    ]);
    const titled = builtinPlugins.filter((plugin) => plugin.title !== undefined).map((plugin) => [plugin.id, fake.ctx.i18n.t(plugin.title ?? '')]);
    expect(titled).toEqual([
      ['atrium.appmenu', 'Applications'],
      ['atrium.search', 'Search'],
    ]);
    fake.ctx.subscriptions.dispose();
  });
});
