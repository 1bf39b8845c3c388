import { patchForFile } from '../patchForFile';

/**
 * jsdom lays nothing out: for the tests of this file, every element reports this size, so a
 * file list's scroller has room and its virtual list shows rows. jsdom does not scroll either:
 * `scrollTo` here sets the element's offset and, a task later, sends the scroll event a browser would.
 * These shadow jsdom's own (0, on Element.prototype) until the file ends.
 */
export function withLayoutSize(size: Readonly<Record<string, number>> = { clientWidth: 800, clientHeight: 560 }) {
  for (const [property, value] of Object.entries(size)) patchForFile(HTMLElement.prototype, property, { get: () => value });
  patchForFile(Element.prototype, 'scrollTo', {
    value(this: Element, options: ScrollToOptions) {
      if (options.top !== undefined) Object.defineProperty(this, 'scrollTop', { configurable: true, writable: true, value: options.top });
      setTimeout(() => this.dispatchEvent(new Event('scroll')), 0);
    },
  });
}
