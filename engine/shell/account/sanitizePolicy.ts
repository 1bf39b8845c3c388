import DOMPurify from 'dompurify';

// Whatever an account's policy holds, it may only format text: no script, no form, no frame, no
// style sheet, and no link that can reach back into the page.
const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** An account's privacy policy (HTML from the server) as markup that is safe to show in the page. */
export function sanitizePolicy(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'img', 'video', 'audio', 'svg', 'math'],
    FORBID_ATTR: ['style', 'id', 'class'],
    ALLOWED_URI_REGEXP: /^(https?:|mailto:|#)/i,
  });
}
