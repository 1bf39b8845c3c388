import { DRILL_ACTIONS, type DrillMessage } from './events';

const MESSAGE_TEXTS = ['elementId', 'widgetId', 'target', 'nextWidgetId', 'widgetTitle', 'widgetFooter', 'dashboardTitle', 'dashboardUuid', 'fileId'] as const;

/**
 * The drill-down message of a link marked with drill-down data (docs/features/apps-and-plugins.md#links):
 * `data`, the link's drill-down attribute, is a JSON object with the message's fields (text values
 * only; others are left out), for the widget element the link sits in: the nearest dashboard
 * widget (`[data-drill-element]`, WidgetCard) or desktop widget (`[data-widget-element]`, which
 * the desktop puts on each widget's view). Unreadable data makes a
 * message with nothing in it, which the drill-down handler refuses with its own error, rather
 * than a link that silently does nothing.
 */
export function drillLinkMessage(data: string, link: Element): DrillMessage {
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
  const element = link.closest('[data-drill-element], [data-widget-element]');
  if (element?.id && message.elementId === undefined) message.elementId = element.id;
  return message;
}
