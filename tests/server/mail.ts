import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A raw message with its quoted-printable parts decoded: soft line breaks joined, `=XX` as the byte. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The reset code of the link in a raw message. */
export function resetCodeIn(raw: string): string {
  const code = /[?&]resetpassword=([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(raw))?.[1];
  if (!code) throw new Error(`no reset link in the message:\n${raw}`);
  return code;
}

/** The messages written under `mailDir` (no SMTP_URL), oldest first. */
export async function writtenMails(mailDir: string): Promise<string[]> {
  const names = (await readdir(mailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map((name) => readFile(path.join(mailDir, name), 'utf8')));
}
