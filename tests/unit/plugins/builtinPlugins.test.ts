import { describe, expect, it } from 'vitest';
import { builtinPlugins } from '../../../plugins';
import { fakeContext } from './fakeContext';

describe('built-in plugins', () => {
  it('are the application menu, the window list, the tray and the developer menu, in that order', () => {
    expect(builtinPlugins.map((plugin) => plugin.id)).toEqual(['atrium.appmenu', 'atrium.windowlist', 'atrium.tray', 'atrium.developer']);
  });

  it('fill the three slots of the panel, and deactivate cleanly', async () => {
    const fake = fakeContext({ development: true });
    await fake.activate(...builtinPlugins);
    expect(fake.panelItems.get().map((item) => [item.id, item.slot])).toEqual([
      ['atrium.appmenu', 'start'],
      ['atrium.windowlist', 'center'],
      ['atrium.tray', 'end'],
    ]);
    expect(fake.trayItems.get().map((item) => item.id)).toEqual(['atrium.developer']);
    fake.ctx.subscriptions.dispose();
    expect([fake.panelItems.get(), fake.trayItems.get(), fake.keybindings.size]).toEqual([[], [], 0]);
  });
});
