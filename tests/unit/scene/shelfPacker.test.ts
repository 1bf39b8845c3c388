import { describe, expect, it } from 'vitest';
import { createShelfPacker, type Slot } from '../../../engine/scene/chrome/shelfPacker';

const overlaps = (a: Slot, b: Slot) =>
  a.page === b.page && a.left < b.left + b.room && b.left < a.left + a.room && a.top < b.top + b.height && b.top < a.top + a.height;

describe('shelf packer', () => {
  it("puts an open's titles (146 at 1,000 spread windows) in one page, none over another", () => {
    const packer = createShelfPacker(2048, 256);
    const slots = Array.from({ length: 146 }, (_, i) => packer.allocate(150 + (i % 3), 20));
    expect(packer.pages).toBe(1);
    for (const [i, slot] of slots.entries()) for (const other of slots.slice(i + 1)) expect(overlaps(slot, other)).toBe(false);
    for (const slot of slots) expect(slot.left + slot.width <= 2048 && slot.top + slot.height <= 256).toBe(true);
  });

  it('reuses released places, so titles that come and go take no new page', () => {
    const packer = createShelfPacker(512, 64);
    let slots = Array.from({ length: 12 }, () => packer.allocate(150, 20));
    const pages = packer.pages;
    for (let round = 0; round < 100; round++) {
      const [oldest, ...rest] = slots as [Slot, ...Slot[]];
      packer.release(oldest);
      // A narrower title fits in a wider one's place.
      slots = [...rest, packer.allocate(round % 2 ? 150 : 120, 20)];
    }
    expect(packer.pages).toBe(pages);
    for (const [i, slot] of slots.entries()) for (const other of slots.slice(i + 1)) expect(overlaps(slot, other)).toBe(false);
  });

  it('starts a page again once all its places are released, and gives a larger rectangle a page of its size', () => {
    const packer = createShelfPacker(256, 64);
    const first = Array.from({ length: 6 }, (_, i) => packer.allocate(60 + i, 20 + (i % 2)));
    expect(packer.pages).toBe(1);
    for (const slot of first) packer.release(slot);
    // Of other sizes than any released place: they fit only because the page is empty again.
    Array.from({ length: 4 }, () => packer.allocate(120, 30));
    expect(packer.pages).toBe(1);
    const wide = packer.allocate(1000, 20);
    expect(wide).toMatchObject({ page: 1, left: 0, top: 0, width: 1000 });
  });
});
