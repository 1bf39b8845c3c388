import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out: for the tests of this file, every element reports this size, so a
 * file list's scroller has room and its virtual list shows rows. jsdom does not scroll either:
 * `scrollTo` here sets the element's offset and, a task later, sends the scroll event a browser would.
 */
export function withLayoutSize(size: Readonly<Record<string, number>> = { clientWidth: 800, clientHeight: 560 }) {
  const saved = new Map<string, PropertyDescriptor | undefined>();
  const scrollTo = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo');
  beforeAll(() => {
    for (const [property, value] of Object.entries(size)) {
      saved.set(property, Object.getOwnPropertyDescriptor(HTMLElement.prototype, property));
      Object.defineProperty(HTMLElement.prototype, property, { configurable: true, get: () => value });
    }
    Object.defineProperty(Element.prototype, 'scrollTo', {
      configurable: true,
      value(this: Element, options: ScrollToOptions) {
        if (options.top !== undefined) Object.defineProperty(this, 'scrollTop', { configurable: true, writable: true, value: options.top });
        setTimeout(() => this.dispatchEvent(new Event('scroll')), 0);
      },
    });
  });
  afterAll(() => {
    for (const [property, descriptor] of saved) if (descriptor) Object.defineProperty(HTMLElement.prototype, property, descriptor);
    if (scrollTo) Object.defineProperty(Element.prototype, 'scrollTo', scrollTo);
  });
}
