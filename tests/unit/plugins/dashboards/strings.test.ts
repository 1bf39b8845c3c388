import { expect, it } from 'vitest';
import { DASHBOARD_STRINGS, sanitizeHome } from '../../../../plugins/dashboards';

// Every locale's keys against English: tests/unit/i18n/tables.test.ts, for every module's tables.
it("keeps the spec's English word for word", () => {
  expect(DASHBOARD_STRINGS.en_EN.errors.unknownTarget).toBe('Unknown drill down target');
});

it('keeps a home page’s text, pictures and drill-down links, and drops script, handlers, forms and styles', () => {
  const html = sanitizeHome(
    '<h1 style="color:red">Hi</h1><img src="/api/resource/1" onerror="alert(1)"><script>alert(2)</script><form><input></form>' +
      '<a href="#" data-drilldown=\'{"target":"dashboard"}\'>Go</a><a href="https://example.org">Out</a><a href="javascript:alert(3)">Bad</a><img src="//evil.example/x.png">',
  );
  const page = document.createElement('div');
  page.innerHTML = html;
  expect(page.querySelector('h1')?.getAttribute('style')).toBeNull();
  expect(page.querySelector('img')?.getAttribute('onerror')).toBeNull();
  expect(page.querySelector('script, form, input')).toBeNull();
  const links = [...page.querySelectorAll('a')];
  expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual([
    ['Go', '#', null],
    ['Out', 'https://example.org', '_blank'],
    ['Bad', null, null],
  ]);
  expect(links[0]?.getAttribute('data-drilldown')).toBe('{"target":"dashboard"}');
  expect([...page.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(['/api/resource/1', null]);
});
