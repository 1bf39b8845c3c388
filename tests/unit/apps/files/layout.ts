import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out: for the tests of this file, every element reports this size, so the
 * Files list's scroller has room and its virtual list shows rows.
 */
export function withLayoutSize(size = { clientWidth: 800, clientHeight: 560 }) {
  const saved = new Map<string, PropertyDescriptor | undefined>();
  beforeAll(() => {
    for (const [property, value] of Object.entries(size)) {
      saved.set(property, Object.getOwnPropertyDescriptor(HTMLElement.prototype, property));
      Object.defineProperty(HTMLElement.prototype, property, { configurable: true, get: () => value });
    }
  });
  afterAll(() => {
    for (const [property, descriptor] of saved) if (descriptor) Object.defineProperty(HTMLElement.prototype, property, descriptor);
  });
}
