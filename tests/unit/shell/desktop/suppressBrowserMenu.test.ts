// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { suppressBrowserMenu } from '../../../../engine/shell/desktop/suppressBrowserMenu';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Right-clicks `element`; true when the browser's menu would open. */
const browserMenuOpens = (element: Element) => element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));

describe("the browser's context menu", () => {
  it('is suppressed on the desktop but for text inputs, textareas, tables and grids, until undone', () => {
    document.body.innerHTML = `
      <div id="plain"><span id="inner">text</span></div>
      <input id="input" /><textarea id="textarea"></textarea>
      <table><tbody><tr><td id="cell">1</td></tr></tbody></table>
      <div role="grid"><div role="row"><span id="gridcell">2</span></div></div>
      <div contenteditable="true" id="editable">edit</div>`;
    const byId = (id: string) => document.getElementById(id) ?? document.body;
    const undo = suppressBrowserMenu(document);
    expect(['plain', 'inner'].map((id) => browserMenuOpens(byId(id)))).toEqual([false, false]);
    expect(['input', 'textarea', 'cell', 'gridcell', 'editable'].map((id) => browserMenuOpens(byId(id)))).toEqual([true, true, true, true, true]);
    undo();
    expect(browserMenuOpens(byId('plain'))).toBe(true);
  });
});
