import { describe, expect, it } from 'vitest';
// Not on the folder's index: the desktop imports it when an account's policy has to be shown.
import { sanitizePolicy } from '../../../../engine/shell/account/sanitizePolicy';

describe('sanitizePolicy: an account’s privacy policy, hostile HTML included', () => {
  it.each([
    ['a script', '<p>Policy</p><script>window.pwned = 1</script>', '<p>Policy</p>'],
    ['an event handler', '<p onclick="alert(1)">Policy</p>', '<p>Policy</p>'],
    ['an image that runs code when it fails', '<img src="x" onerror="alert(1)"><p>Policy</p>', '<p>Policy</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">Read</a>', '<a>Read</a>'],
    ['a frame', '<iframe src="https://evil.example"></iframe><p>Policy</p>', '<p>Policy</p>'],
    ['a form that could phish', '<form action="https://evil.example"><input name="password"><button>Go</button></form>', 'Go'],
    ['a style sheet that could cover the page', '<style>body{display:none}</style><p style="position:fixed">Policy</p>', '<p>Policy</p>'],
    ['an SVG with a script', '<svg><script>alert(1)</script></svg><p>Policy</p>', '<p>Policy</p>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
  ])('removes %s', (_what, html, expected) => {
    expect(sanitizePolicy(html)).toBe(expected);
  });

  it('keeps formatting, and opens links in a new tab that cannot reach back', () => {
    expect(sanitizePolicy('<h2>Data</h2><ul><li><strong>Name</strong></li></ul><a href="https://example.com/policy">full text</a>')).toBe(
      '<h2>Data</h2><ul><li><strong>Name</strong></li></ul><a href="https://example.com/policy" target="_blank" rel="noopener noreferrer">full text</a>',
    );
  });

  it('runs nothing while it parses', () => {
    const global = window as unknown as { pwned?: number };
    sanitizePolicy('<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>');
    expect(global.pwned).toBeUndefined();
  });
});
