/**
 * The bytes and type of a `data:` URL as Atrium writes user icons: `data:<type>,<percent-encoded>`
 * or `data:<type>;base64,<base64>`. Undefined for anything else.
 */
export function decodeDataUrl(url: string): { contentType: string; data: Buffer } | undefined {
  const match = /^data:([a-z]+\/[a-z0-9.+-]+)(;base64)?,(.*)$/is.exec(url);
  if (!match) return undefined;
  const [, contentType = '', base64, body = ''] = match;
  try {
    return { contentType: contentType.toLowerCase(), data: base64 ? Buffer.from(body, 'base64') : Buffer.from(decodeURIComponent(body), 'utf8') };
  } catch {
    return undefined;
  }
}
