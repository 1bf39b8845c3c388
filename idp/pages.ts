// The provider's own pages: plain HTML with inline styles, nothing fetched from elsewhere
// (oidc-provider's defaults import a web font from a CDN this machine cannot reach).

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef1f5; color: #1d2330; }
  main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 2px 12px rgb(0 0 0 / 12%); width: min(22rem, 90vw); }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  .where { color: #5a6273; font-size: .875rem; margin: 0 0 1.5rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: .5rem; border: 1px solid #8a93a5; border-radius: 4px; }
  button { margin-top: 1.5rem; width: 100%; font: inherit; font-weight: 600; padding: .6rem; border: 0; border-radius: 4px; background: #2456c9; color: #fff; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
  .error { color: #b00020; font-weight: 600; margin: 0 0 .5rem; }
  .note { color: #5a6273; font-size: .8rem; margin: 1.5rem 0 0; }
`;

function page(title: string, body: string, script = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — Atrium identity provider</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>`;
}

export interface LoginForm {
  /** Where the form posts. */
  action: string;
  /** The provider this is, e.g. Keycloak realm "atrium". */
  where: string;
  email: string;
  failed: boolean;
}

export const WRONG_CREDENTIALS = 'The email or password is not correct.';

export function loginPage({ action, where, email, failed }: LoginForm): string {
  const error = failed ? `<p class="error" id="error" role="alert">${WRONG_CREDENTIALS}</p>\n` : '';
  const describedBy = failed ? ' aria-describedby="error"' : '';
  return page(
    'Sign in',
    `<h1>Sign in</h1>
<p class="where">${escapeHtml(where)}</p>
<form method="post" action="${escapeHtml(action)}">
${error}<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required${failed ? '' : ' autofocus'} value="${escapeHtml(email)}"${describedBy}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${failed ? ' autofocus' : ''}${describedBy}>
<button type="submit">Sign in</button>
</form>
<p class="note">A local identity provider for development and tests; its passwords are published.</p>`,
  );
}

/**
 * The sign-out confirmation around oidc-provider's hidden form. When the request names the
 * client (an ID token hint or client_id), it signs out at once, as Keycloak and Okta do for a
 * known client; otherwise it asks.
 */
export function logoutPage(form: string, where: string, confirmed: boolean): string {
  const button = '<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>';
  const script = confirmed ? "document.getElementById('op.logoutForm').requestSubmit(document.querySelector('button[name=logout]'));" : '';
  return page('Sign out', `<h1>Sign out?</h1>\n<p class="where">${escapeHtml(where)}</p>\n${form}\n${button}`, script);
}

export function signedOutPage(where: string): string {
  return page('Signed out', `<h1>You are signed out</h1>\n<p class="where">${escapeHtml(where)}</p>`);
}

export function errorPage(error: string, description: string | undefined): string {
  const details = description ? `\n<p>${escapeHtml(description)}</p>` : '';
  return page('Error', `<h1>Something went wrong</h1>\n<p class="error">${escapeHtml(error)}</p>${details}`);
}

/**
 * What the authorization response looks like with `response_mode=okta_post_message`: the page in
 * okta-auth-js's hidden iframe hands the parameters to the window that opened it.
 */
export function postMessagePage(targetOrigin: string, params: Record<string, unknown>): string {
  // JSON inside a script element: '<' escaped so that no value can close the element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Atrium identity provider</title></head>
<body><script>window.parent.postMessage(${json(params)}, ${json(targetOrigin)});</script></body></html>`;
}
