import { afterEach, describe, expect, it } from 'vitest';
import { handleTab } from '../../../engine/overlay';

function windowWith(html: string): HTMLElement {
  const root = document.createElement('section');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const tab = (shiftKey = false) => new KeyboardEvent('keydown', { key: 'Tab', shiftKey });

describe('Tab inside a window', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('wraps from the last focusable element to the first, and back with Shift', () => {
    const root = windowWith('<button id="a">a</button><input id="b"><button id="c">c</button>');
    root.querySelector<HTMLElement>('#c')?.focus();
    expect(handleTab(tab(), root)).toBe(true);
    expect(document.activeElement?.id).toBe('a');
    expect(handleTab(tab(true), root)).toBe(true);
    expect(document.activeElement?.id).toBe('c');
  });

  it('moves to the next element in between', () => {
    const root = windowWith('<button id="a">a</button><button disabled>x</button><input id="b">');
    root.querySelector<HTMLElement>('#a')?.focus();
    handleTab(tab(), root);
    expect(document.activeElement?.id).toBe('b');
  });

  it('inserts a tab character in a text area instead of moving', () => {
    const root = windowWith('<textarea id="t">ab</textarea><button>x</button>');
    const area = root.querySelector('textarea');
    if (!area) throw new Error('no textarea');
    area.focus();
    area.setSelectionRange(1, 1);
    let inputs = 0;
    area.addEventListener('input', () => inputs++);
    expect(handleTab(tab(), root)).toBe(true);
    expect(area.value).toBe('a\tb');
    expect(area.selectionStart).toBe(2);
    expect(inputs).toBe(1);
    expect(document.activeElement).toBe(area);
  });

  it('leaves other keys and modified Tabs alone', () => {
    const root = windowWith('<button>a</button>');
    expect(handleTab(new KeyboardEvent('keydown', { key: 'Enter' }), root)).toBe(false);
    expect(handleTab(new KeyboardEvent('keydown', { key: 'Tab', ctrlKey: true }), root)).toBe(false);
  });
});
