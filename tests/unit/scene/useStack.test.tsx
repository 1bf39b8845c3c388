import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSceneStore, useStack, WindowsProvider } from '../../../engine/scene';
import { createWindowsStore } from '../../../engine/windows';

afterEach(cleanup);

describe('useStack', () => {
  it('reads the stack once for all the windows a task opens, not once per window', async () => {
    const store = createWindowsStore({ desktop: { left: 0, top: 40, width: 1280, height: 760 } });
    let selected = 0;
    let rendered = 0;
    let shown = -1;
    function Count() {
      rendered++;
      shown = useStack((split) => (selected++, split.below.length + (split.top ? 1 : 0)));
      return null;
    }
    render(
      <WindowsProvider windows={store} scene={createSceneStore()}>
        <Count />
      </WindowsProvider>,
    );
    selected = 0;
    rendered = 0;
    await act(async () => {
      for (let i = 0; i < 200; i++) store.getState().create({ appId: 'A', position: { left: i, top: 40 + i } });
    });
    expect(shown).toBe(200);
    expect(rendered).toBe(1);
    // The hub's call, and React's reads while rendering and committing.
    expect(selected).toBeLessThan(10);
  });

  it('follows a drag of the top window step by step', async () => {
    const store = createWindowsStore({ desktop: { left: 0, top: 40, width: 1280, height: 760 } });
    const lefts: number[] = [];
    function Top() {
      const top = useStack((split) => split.top);
      lefts.push(top?.state.position.left ?? -1);
      return null;
    }
    render(
      <WindowsProvider windows={store} scene={createSceneStore()}>
        <Top />
      </WindowsProvider>,
    );
    const wid = await act(async () => store.getState().create({ appId: 'A', position: { left: 10, top: 50 } }));
    for (const left of [20, 30, 40]) await act(async () => store.getState().move(wid, { left, top: 50 }));
    expect(lefts.slice(-4)).toEqual([10, 20, 30, 40]);
  });
});
