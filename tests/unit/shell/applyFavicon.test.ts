import { beforeEach, describe, expect, it } from 'vitest';
import { applyFavicon } from '../../../engine/shell/theme/applyFavicon';

const icons = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')].map((link) => link.getAttribute('href'));

describe('applyFavicon', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="icon" href="data:,">';
  });

  it('shows the account’s favicon in the page’s one icon link', () => {
    applyFavicon('https://acme.example/favicon.ico', '/logo.svg');
    expect(icons()).toEqual(['https://acme.example/favicon.ico']);
  });

  it('falls back to Atrium’s icon when the account sets none, or only blanks', () => {
    applyFavicon('', '/logo.svg');
    expect(icons()).toEqual(['/logo.svg']);
    applyFavicon('https://acme.example/favicon.ico', '/logo.svg');
    applyFavicon('   ', '/logo.svg');
    expect(icons()).toEqual(['/logo.svg']);
    applyFavicon(undefined, '/logo.svg');
    expect(icons()).toEqual(['/logo.svg']);
  });

  it('adds the link when the page has none', () => {
    document.head.innerHTML = '';
    applyFavicon('/acme.png', '/logo.svg');
    expect(icons()).toEqual(['/acme.png']);
  });
});
