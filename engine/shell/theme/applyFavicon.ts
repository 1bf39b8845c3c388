import atriumIcon from '../assets/logo.svg';

/**
 * Shows `href` as the page's icon, or `fallback` when it is empty: the account's favicon
 * preference (docs/features/sign-in.md#account-preferences) while its member is signed in, Atrium's logo otherwise.
 */
export function applyFavicon(href: string | null | undefined, fallback: string = atriumIcon, doc: Document = document): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  const wanted = href?.trim() || fallback;
  // Setting the same href again would make the browser fetch the icon again.
  if (link.getAttribute('href') !== wanted) link.setAttribute('href', wanted);
}
