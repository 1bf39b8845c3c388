import { afterEach, describe, expect, it, vi } from 'vitest';
import { drillLink, handleLinks, linkLaunch } from '../../../engine/apps';

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

describe('drillLink', () => {
  it('reads the drill-down message of a link marked with drill-down data, for the widget element it sits in', () => {
    const element = document.createElement('section');
    element.id = 'home-1';
    element.setAttribute('data-drill-element', '');
    document.body.appendChild(element);
    const marked = link({
      href: '#',
      'data-drilldown': JSON.stringify({ target: 'dashboard', dashboardUuid: 'd-1', filter: { category: 'Software', count: 3 }, dashboardTitle: 'Products', extra: { a: 1 } }),
    });
    element.appendChild(marked);
    expect(drillLink(marked)).toEqual({
      action: 'oxzion-widget-drillDown',
      elementId: 'home-1',
      target: 'dashboard',
      dashboardUuid: 'd-1',
      filter: { category: 'Software' },
      dashboardTitle: 'Products',
    });
  });

  it('reads a roll-up, keeps an element named by the data, and leaves unmarked links alone', () => {
    expect(drillLink(link({ 'data-drilldown': '{"action":"oxzion-widget-rollUp","elementId":"w-2"}' }))).toEqual({ action: 'oxzion-widget-rollUp', elementId: 'w-2' });
    expect(drillLink(link({ href: '#' }))).toBeNull();
  });

  it('makes an empty message of unreadable data, for the drill-down handler to refuse', () => {
    expect(drillLink(link({ 'data-drilldown': '{not json' }))).toEqual({ action: 'oxzion-widget-drillDown' });
    expect(drillLink(link({ 'data-drilldown': '[1,2]' }))).toEqual({ action: 'oxzion-widget-drillDown' });
  });
});

describe('handleLinks', () => {
  function setUp() {
    const launch = vi.fn(() => Promise.resolve(null));
    const drill = vi.fn();
    const handling = handleLinks(document, { launch }, drill);
    return { launch, drill, handling };
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

  it('hands a drill-down link to the drill-down handler instead of following or launching it', () => {
    const { launch, drill, handling } = setUp();
    const prevented = click(link({ href: '', application: 'Notes', 'data-drilldown': '{"target":"file","fileId":"f-1"}' }));
    handling.dispose();
    expect(prevented).toBe(true);
    expect(drill).toHaveBeenCalledWith({ action: 'oxzion-widget-drillDown', target: 'file', fileId: 'f-1' });
    expect(launch).not.toHaveBeenCalled();
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
