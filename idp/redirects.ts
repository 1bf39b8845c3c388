/**
 * Whether the URI is Atrium's page: `<atrium>/`, with or without a query (`<atrium>/?lang=de`),
 * never a fragment, another path or another origin.
 */
export function isAtriumRedirect(uri: string, atriumOrigin: string): boolean {
  if (!URL.canParse(uri)) return false;
  const url = new URL(uri);
  return url.origin === atriumOrigin && url.pathname === '/' && url.hash === '' && !uri.includes('#') && url.username === '' && url.password === '';
}
