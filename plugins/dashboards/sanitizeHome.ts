import DOMPurify from 'dompurify';

// A home page is the organisation's own HTML, but shown inside the desktop it may only lay out
// text, pictures and links: no script, form, frame, style sheet or inline style. Drill-down
// links keep their data (data-* attributes) and stay in the page; other links open a new tab.
const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A' || !node.hasAttribute('href') || node.hasAttribute('data-drilldown')) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/** A user's home page (HTML from the server) as markup that is safe to show in the desktop. */
export function sanitizeHome(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'video', 'audio', 'svg', 'math'],
    FORBID_ATTR: ['style', 'id'],
    ALLOWED_URI_REGEXP: /^(https?:|mailto:|#|\/(?!\/))/i,
  });
}
