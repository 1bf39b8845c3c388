import { afterEach, describe, expect, it } from 'vitest';
import { drillLinkMessage } from '../../../../plugins/dashboards';

/** An `<a>` in the document. */
function link(): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = '#';
  document.body.appendChild(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('drillLinkMessage', () => {
  it('reads the drill-down message of a link marked with drill-down data, for the widget element it sits in', () => {
    const element = document.createElement('section');
    element.id = 'home-1';
    element.setAttribute('data-widget-element', '');
    document.body.appendChild(element);
    const marked = link();
    element.appendChild(marked);
    const data = JSON.stringify({ target: 'dashboard', dashboardUuid: 'd-1', filter: { category: 'Software', count: 3 }, dashboardTitle: 'Products', extra: { a: 1 } });
    expect(drillLinkMessage(data, marked)).toEqual({
      action: 'oxzion-widget-drillDown',
      elementId: 'home-1',
      target: 'dashboard',
      dashboardUuid: 'd-1',
      filter: { category: 'Software' },
      dashboardTitle: 'Products',
    });
  });

  it('names the nearest widget: a dashboard widget inside a desktop widget, rather than the desktop widget', () => {
    const desktopWidget = document.createElement('div');
    desktopWidget.id = 'home-1';
    desktopWidget.setAttribute('data-widget-element', '');
    const dashboardWidget = document.createElement('section');
    dashboardWidget.id = 'dashboard-widget-3';
    dashboardWidget.setAttribute('data-drill-element', '');
    document.body.appendChild(desktopWidget).appendChild(dashboardWidget);
    const marked = link();
    dashboardWidget.appendChild(marked);
    expect(drillLinkMessage('{"action":"oxzion-widget-rollUp"}', marked)).toEqual({ action: 'oxzion-widget-rollUp', elementId: 'dashboard-widget-3' });
  });

  it('reads a roll-up, and keeps an element named by the data', () => {
    expect(drillLinkMessage('{"action":"oxzion-widget-rollUp","elementId":"w-2"}', link())).toEqual({ action: 'oxzion-widget-rollUp', elementId: 'w-2' });
  });

  it('makes an empty message of unreadable data, for the drill-down handler to refuse', () => {
    expect(drillLinkMessage('{not json', link())).toEqual({ action: 'oxzion-widget-drillDown' });
    expect(drillLinkMessage('[1,2]', link())).toEqual({ action: 'oxzion-widget-drillDown' });
  });
});
