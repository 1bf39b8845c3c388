/** A place in one of a packer's pages. */
export interface Slot {
  page: number;
  left: number;
  top: number;
  /** What was asked for. */
  width: number;
  height: number;
  /** The width the slot holds: a slot freed by a wider rectangle is reused whole. */
  room: number;
}

/** Rectangles packed into pages in rows (shelves) of one height each, their places reused once released. */
export interface ShelfPacker {
  /** A free place for a `width`×`height` rectangle, in a new page when no page has room. */
  allocate(width: number, height: number): Slot;
  release(slot: Slot): void;
  /** Pages made so far. */
  readonly pages: number;
}

interface Shelf {
  top: number;
  height: number;
  /** Where the next new slot starts. */
  end: number;
  free: Slot[];
}

interface Page {
  width: number;
  height: number;
  shelves: Shelf[];
  /** Where the next shelf starts. */
  bottom: number;
  used: number;
}

/**
 * A shelf packer over pages of `pageWidth`×`pageHeight` (a larger rectangle gets a page of its
 * size). A released slot is taken again by the next rectangle of its height that fits in it, and
 * a page whose slots are all released starts empty again, so pages stop growing once titles of
 * the sizes in use come and go.
 */
export function createShelfPacker(pageWidth: number, pageHeight: number): ShelfPacker {
  const pages: Page[] = [];

  const reuse = (width: number, height: number): Slot | null => {
    for (const page of pages) {
      for (const shelf of page.shelves) {
        if (shelf.height !== height) continue;
        const index = shelf.free.findIndex((slot) => slot.room >= width);
        if (index >= 0) {
          const [slot] = shelf.free.splice(index, 1) as [Slot];
          page.used++;
          return { ...slot, width, height };
        }
      }
    }
    return null;
  };

  const place = (index: number, page: Page, width: number, height: number): Slot | null => {
    let shelf = page.shelves.find((candidate) => candidate.height === height && candidate.end + width <= page.width);
    if (!shelf) {
      if (page.bottom + height > page.height || width > page.width) return null;
      shelf = { top: page.bottom, height, end: 0, free: [] };
      page.shelves.push(shelf);
      page.bottom += height;
    }
    const slot = { page: index, left: shelf.end, top: shelf.top, width, height, room: width };
    shelf.end += width;
    page.used++;
    return slot;
  };

  return {
    allocate(width, height) {
      const reused = reuse(width, height);
      if (reused) return reused;
      for (const [index, page] of pages.entries()) {
        const slot = place(index, page, width, height);
        if (slot) return slot;
      }
      const page = { width: Math.max(pageWidth, width), height: Math.max(pageHeight, height), shelves: [], bottom: 0, used: 0 };
      pages.push(page);
      return place(pages.length - 1, page, width, height) as Slot;
    },
    release(slot) {
      const page = pages[slot.page];
      const shelf = page?.shelves.find((candidate) => candidate.top === slot.top);
      if (!page || !shelf) return;
      page.used--;
      if (page.used === 0) {
        page.shelves = [];
        page.bottom = 0;
      } else shelf.free.push(slot);
    },
    get pages() {
      return pages.length;
    },
  };
}
