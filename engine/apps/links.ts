import { DRILL_ACTIONS, toDisposable, type Disposable, type DrillMessage } from '../core';
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
 * Link handling (spec, document 2 section 2): a link with an empty href and an `application`
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

const MESSAGE_TEXTS = ['elementId', 'widgetId', 'target', 'nextWidgetId', 'widgetTitle', 'widgetFooter', 'dashboardTitle', 'dashboardUuid', 'fileId'] as const;

/**
 * The drill-down message of a link marked with drill-down data (document 2, "Link handling"):
 * its `data-drilldown` attribute, a JSON object with the message's fields (text values only;
 * others are left out), for the widget element the link sits in (the nearest
 * `[data-drill-element]`). Unreadable data makes a message with nothing in it, which the
 * drill-down handler refuses with its own error, rather than a link that silently does nothing.
 */
export function drillLink(link: Element): DrillMessage | null {
  const data = link.getAttribute('data-drilldown');
  if (data === null) return null;
  let read: unknown;
  try {
    read = JSON.parse(data);
  } catch {
    read = null;
  }
  const fields: Record<string, unknown> = typeof read === 'object' && read !== null && !Array.isArray(read) ? (read as Record<string, unknown>) : {};
  const message: { -readonly [K in keyof DrillMessage]: DrillMessage[K] } = {
    action: fields.action === DRILL_ACTIONS.rollUp ? DRILL_ACTIONS.rollUp : DRILL_ACTIONS.drillDown,
  };
  for (const key of MESSAGE_TEXTS) if (typeof fields[key] === 'string') message[key] = fields[key];
  const filter = fields.filter;
  if (typeof filter === 'object' && filter !== null) {
    message.filter = Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  const element = link.closest('[data-drill-element]');
  if (element?.id && message.elementId === undefined) message.elementId = element.id;
  return message;
}

/**
 * Handles link clicks anywhere in `root` (a plain click: modified clicks open tabs as usual): a
 * drill-down link goes to `drill`, an application link launches its app.
 */
export function handleLinks(root: Document, apps: Pick<AppService, 'launch'>, drill: (message: DrillMessage) => void): Disposable {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const message = link && drillLink(link);
    if (message) {
      event.preventDefault();
      drill(message);
      return;
    }
    const launch = link && linkLaunch(link, root.location);
    if (!launch) return;
    event.preventDefault();
    void apps.launch(launch.name, launch.args, launch.options);
  };
  root.addEventListener('click', onClick);
  return toDisposable(() => root.removeEventListener('click', onClick));
}
