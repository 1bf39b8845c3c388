import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleLinks, linkLaunch, type AppEvents } from '../../../engine/apps';
import { createEventBus } from '../../../engine/core';

const here = { host: 'atrium.test' };

/** An `<a>` with these attributes, in the document so that clicks bubble. */
function link(attributes: Record<string, string>, text = 'Open'): HTMLAnchorElement {
  const element = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.textContent = text;
  document.body.appendChild(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('linkLaunch', () => {
  it('launches the application of a link with an empty href', () => {
    expect(linkLaunch(link({ href: '', application: 'Notes' }), here)).toEqual({ name: 'Notes', args: {}, options: { restart: false } });
  });

  it('passes the page, its title, icon and file id', () => {
    const launch = linkLaunch(
      link({ href: '', application: 'Notes', 'page-id': 'intro', title: 'Introduction', icon: 'book.svg', 'file-id': 'f-7' }),
      here,
    );
    expect(launch).toEqual({
      name: 'Notes',
      args: { page: 'intro', pageTitle: 'Introduction', pageIcon: 'book.svg', fileId: 'f-7' },
      options: { restart: false },
    });
  });

  it('passes no page details without a page id', () => {
    expect(linkLaunch(link({ href: '', application: 'Notes', title: 'Introduction', 'file-id': 'f-7' }), here)?.args).toEqual({});
  });

  it('leaves out empty page details', () => {
    expect(linkLaunch(link({ href: '', application: 'Notes', 'page-id': 'intro', title: '', icon: '' }), here)?.args).toEqual({
      page: 'intro',
    });
  });

  it('restarts the application when the link says refresh-page', () => {
    expect(linkLaunch(link({ href: '', application: 'Notes', 'page-id': 'intro', 'refresh-page': 'true' }), here)?.options).toEqual({
      restart: true,
    });
    expect(linkLaunch(link({ href: '', application: 'Notes', 'refresh-page': 'false' }), here)?.options).toEqual({ restart: false });
    expect(linkLaunch(link({ href: '', application: 'Notes', 'refresh-page': '' }), here)?.options).toEqual({ restart: true });
    expect(linkLaunch(link({ href: '', application: 'Notes' }), here)?.options).toEqual({ restart: false });
  });

  it('runs the ?app= application of a same-host link with all its query values, restarting it', () => {
    expect(linkLaunch(link({ href: '/?app=Notes&page=intro&fileId=7' }), here)).toEqual({
      name: 'Notes',
      args: { app: 'Notes', page: 'intro', fileId: '7' },
      options: { restart: true },
    });
    expect(linkLaunch(link({ href: 'https://atrium.test/desk?app=Orders' }), here)?.name).toBe('Orders');
  });

  it('leaves a link to another host alone, even with an app in its query', () => {
    expect(linkLaunch(link({ href: 'https://elsewhere.test/?app=Notes' }), here)).toBeNull();
  });

  it('leaves ordinary links alone', () => {
    expect(linkLaunch(link({ href: 'https://atrium.test/help' }), here)).toBeNull();
    expect(linkLaunch(link({ href: '/?page=intro' }), here)).toBeNull();
    expect(linkLaunch(link({ href: '/?app=' }), here)).toBeNull();
    expect(linkLaunch(link({ href: '#top' }), here)).toBeNull();
    expect(linkLaunch(link({ href: '' }), here)).toBeNull();
    expect(linkLaunch(link({ application: 'Notes' }), here)).toBeNull();
    expect(linkLaunch(link({ href: 'http://[bad' }), here)).toBeNull();
  });
});

describe('handleLinks', () => {
  function setUp() {
    const launch = vi.fn(() => Promise.resolve(null));
    const bus = createEventBus<AppEvents>();
    const handling = handleLinks(document, { launch }, bus);
    return { launch, bus, handling };
  }

  /** Clicks `target` and tells whether the browser's default (following the link) was prevented. */
  function click(target: Element, init: MouseEventInit = {}): boolean {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  }

  it('launches what a clicked link names and keeps the browser from following it', () => {
    const { launch, handling } = setUp();
    const prevented = click(link({ href: '', application: 'Notes', 'page-id': 'intro' }));
    handling.dispose();
    expect(prevented).toBe(true);
    expect(launch).toHaveBeenCalledWith('Notes', { page: 'intro' }, { restart: false });
  });

  it('lets a listener of the bus claim a link: then it neither launches the app nor lets the browser follow it', () => {
    const { launch, bus, handling } = setUp();
    const heard: Element[] = [];
    bus.on('apps/will-follow-link', (event) => {
      heard.push(event.link);
      if (event.link.hasAttribute('data-order')) event.claim();
    });
    const claimed = link({ href: '', application: 'Notes', 'data-order': '42' });
    const unclaimed = link({ href: '', application: 'Notes' });
    const prevented = [click(claimed), click(unclaimed)];
    handling.dispose();
    expect(heard).toEqual([claimed, unclaimed]);
    expect(prevented).toEqual([true, true]);
    expect(launch).toHaveBeenCalledTimes(1);
  });

  it('handles a click on something inside the link', () => {
    const { launch, handling } = setUp();
    const inner = document.createElement('span');
    link({ href: '', application: 'Notes' }).appendChild(inner);
    click(inner);
    handling.dispose();
    expect(launch).toHaveBeenCalledTimes(1);
  });

  it('runs a same-host ?app= link', () => {
    const { launch, handling } = setUp();
    click(link({ href: `http://${document.location.host}/?app=Orders&id=4` }));
    handling.dispose();
    expect(launch).toHaveBeenCalledWith('Orders', { app: 'Orders', id: '4' }, { restart: true });
  });

  it.each<[string, MouseEventInit]>([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_, init) => {
    const { launch, handling } = setUp();
    const prevented = click(link({ href: '', application: 'Notes' }), init);
    handling.dispose();
    expect(prevented).toBe(false);
    expect(launch).not.toHaveBeenCalled();
  });

  it('leaves a click someone already handled alone', () => {
    const { launch, handling } = setUp();
    const element = link({ href: '', application: 'Notes' });
    element.addEventListener('click', (event) => event.preventDefault());
    click(element);
    handling.dispose();
    expect(launch).not.toHaveBeenCalled();
  });

  it('does not prevent ordinary links, or clicks outside links', () => {
    const { launch, handling } = setUp();
    const plain = link({ href: '#top' });
    const prevented = [click(plain), click(document.body)];
    handling.dispose();
    expect(prevented).toEqual([false, false]);
    expect(launch).not.toHaveBeenCalled();
  });

  it('stops handling clicks once disposed', () => {
    const { launch, handling } = setUp();
    handling.dispose();
    expect(click(link({ href: '', application: 'Notes' }))).toBe(false);
    expect(launch).not.toHaveBeenCalled();
  });
});
