/** A round avatar with the user's initials, small enough to live in the users table. */
export function initialsIcon(firstname: string, lastname: string, colour: string): string {
  const initials = escapeXml(firstname.charAt(0) + lastname.charAt(0));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>` +
    `<text x="32" y="41" font-family="Roboto, sans-serif" font-size="26" text-anchor="middle" fill="#fff">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// Names come from operators now, not only from the demo's own data: an '<' or '&' must stay text.
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
