import { describe, expect, it } from 'vitest';
import { hasShown } from '../../../plugins/tile/hasShown';
import type { WindowEntry } from '../../../sdk';

const entry = (wid: number, minimized: boolean): WindowEntry => ({ wid, title: `W${wid}`, icon: null, app: 'A', focused: false, minimized, workspace: 'main' });

/** `entries` as an iterable that counts how many it handed out. */
function counted(entries: readonly WindowEntry[]) {
  let read = 0;
  const list = {
    *[Symbol.iterator]() {
      for (const item of entries) {
        read++;
        yield item;
      }
    },
  };
  return { list: list as unknown as readonly WindowEntry[], read: () => read };
}

describe('the Tile all button', () => {
  it('shows from two windows not minimized, and reads the list only until it has found them', () => {
    expect(hasShown([entry(1, false)], 2)).toBe(false);
    expect(hasShown([entry(1, false), entry(2, true)], 2)).toBe(false);
    expect(hasShown([entry(1, true), entry(2, false), entry(3, false)], 2)).toBe(true);

    const many = counted(Array.from({ length: 10_000 }, (_, i) => entry(i + 1, false)));
    expect(hasShown(many.list, 2)).toBe(true);
    expect(many.read()).toBe(2);
  });
});
