import { describe, expect, it } from 'vitest';
import { isPlugin } from '../../../engine/extensions';
import { definePlugin } from '../../../sdk';

describe('isPlugin', () => {
  it('accepts what definePlugin returns', () => {
    expect(isPlugin(definePlugin({ id: 'acme.orders', activate: () => undefined }))).toBe(true);
    expect(isPlugin({ id: 'acme.orders', async activate() {} })).toBe(true);
  });

  const noop = (): void => undefined;

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'acme.orders'],
    ['a function', noop],
    ['no id', { activate: noop }],
    ['an empty id', { id: '', activate: noop }],
    ['a numeric id', { id: 7, activate: noop }],
    ['no activate', { id: 'acme.orders' }],
    ['an activate that is not a function', { id: 'acme.orders', activate: 'yes' }],
    ['a module namespace instead of its default export', { default: { id: 'acme.orders', activate: noop } }],
  ])('refuses %s', (_, value) => {
    expect(isPlugin(value)).toBe(false);
  });
});
