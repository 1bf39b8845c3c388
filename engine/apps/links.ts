import { toDisposable, type Disposable, type EventBus } from '../core';
import type { AppEvents } from './events';
import type { AppArgs, AppService, LaunchOptions } from './types';

/** What a click on a link launches, if anything. */
export interface LinkLaunch {
  name: string;
  args: AppArgs;
  options: LaunchOptions;
}

const attribute = (link: Element, name: string) => {
  const value = link.getAttribute(name);
  return value === null || value === '' ? undefined : value;
};

/**
 * Link handling (docs/features/apps-and-plugins.md#links): a link with an empty href and an `application`
 * attribute launches that app or loads a page into it (page-id, title, icon, file-id,
 * refresh-page); a same-host link whose query names an `app` runs it with all the query values,
 * restarting it.
 */
export function linkLaunch(link: Element, location: Pick<Location, 'host'>): LinkLaunch | null {
  const href = link.getAttribute('href');
  const application = attribute(link, 'application');
  if (href === '' && application) {
    const page = attribute(link, 'page-id');
    const args: Record<string, string> = {};
    if (page) {
      args.page = page;
      const title = attribute(link, 'title');
      const icon = attribute(link, 'icon');
      const fileId = attribute(link, 'file-id');
      if (title) args.pageTitle = title;
      if (icon) args.pageIcon = icon;
      if (fileId) args.fileId = fileId;
    }
    // A bare `refresh-page` asks for a restart as much as refresh-page="true" does.
    const restart = link.hasAttribute('refresh-page') && link.getAttribute('refresh-page') !== 'false';
    return { name: application, args, options: { restart } };
  }
  if (href === null || href === '') return null;
  let url: URL;
  try {
    url = new URL(href, `http://${location.host}/`);
  } catch {
    return null;
  }
  const name = url.searchParams.get('app')?.trim();
  if (url.host !== location.host || !name) return null;
  return { name, args: Object.fromEntries(url.searchParams), options: { restart: true } };
}

/**
 * Handles link clicks anywhere in `root` (a plain click: modified clicks open tabs as usual): the
 * bus's listeners may claim the link first (`apps/will-follow-link`); an application link that
 * none claimed launches its app.
 */
export function handleLinks(root: Document, apps: Pick<AppService, 'launch'>, bus: Pick<EventBus<AppEvents>, 'emit'>): Disposable {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link) return;
    const follow = { claimed: false };
    bus.emit('apps/will-follow-link', { link, claim: () => void (follow.claimed = true) });
    if (follow.claimed) {
      event.preventDefault();
      return;
    }
    const launch = linkLaunch(link, root.location);
    if (!launch) return;
    event.preventDefault();
    void apps.launch(launch.name, launch.args, launch.options);
  };
  root.addEventListener('click', onClick);
  return toDisposable(() => root.removeEventListener('click', onClick));
}
