import { lookup } from 'mime-types';
import { loadFileType } from '../lazy';
import { FOLDER_MIME, UNKNOWN_MIME } from './constants';

/**
 * A file's type from its first bytes (file-type knows binary formats by their signatures), else
 * from its name (mime-types), else text/plain for bytes that read as UTF-8 text.
 */
export async function detectMime(head: Uint8Array, name: string): Promise<string> {
  const { fileTypeFromBuffer } = await loadFileType();
  const found = await fileTypeFromBuffer(head);
  if (found) return found.mime;
  const byName = lookup(name);
  if (byName) return byName;
  return head.length > 0 && looksLikeText(head) ? 'text/plain' : UNKNOWN_MIME;
}

/** The type by name alone, for files whose content is not at hand (a server folder's listing). */
export function mimeOfName(name: string): string {
  return lookup(name) || UNKNOWN_MIME;
}

function looksLikeText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  // The head may end inside a character: its last three bytes may be cut.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (const cut of [0, 1, 2, 3]) {
    try {
      decoder.decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // A character cut at the end: try without one more byte.
    }
  }
  return false;
}

const ARCHIVES = new Set([
  'application/zip',
  'application/gzip',
  'application/x-tar',
  'application/x-7z-compressed',
  'application/vnd.rar',
  'application/x-rar-compressed',
  'application/x-bzip2',
  'application/x-xz',
  'application/zstd',
]);

const CODE = new Set([
  'application/javascript',
  'text/javascript',
  'application/json',
  'application/xml',
  'text/xml',
  'text/html',
  'text/css',
  'application/x-sh',
  'application/x-httpd-php',
  'application/typescript',
  'image/svg+xml',
]);

/** The icon name of a type (contract: FileEntry.icon). */
export function iconOf(mime: string): string {
  if (mime === FOLDER_MIME) return 'folder';
  if (mime === 'application/pdf') return 'pdf';
  if (ARCHIVES.has(mime)) return 'archive';
  if (CODE.has(mime) || mime.startsWith('text/x-')) return 'code';
  const [kind] = mime.split('/');
  if (kind === 'image' || kind === 'audio' || kind === 'video') return kind;
  if (kind === 'text') return 'text';
  return 'file';
}

// Types a browser shows without running anything of the file's on the page's origin.
const SHOWN_AS_IS = new Set(['application/pdf', 'application/json', 'text/plain', 'text/csv', 'text/markdown']);
const SHOWN_KINDS = new Set(['image', 'audio', 'video']);
const SCRIPTABLE_IMAGE = 'image/svg+xml';

/**
 * The Content-Type a file is served with: its own when a browser only shows it (pictures, sound,
 * video, PDF, plain text); text/plain for other text (HTML, SVG, XML, scripts), which a browser
 * would run; application/octet-stream for the rest. The entry keeps its real type.
 */
export function servedType(mime: string): string {
  const [kind = ''] = mime.split('/');
  if ((SHOWN_KINDS.has(kind) && mime !== SCRIPTABLE_IMAGE) || SHOWN_AS_IS.has(mime)) {
    return kind === 'text' || mime === 'application/json' ? `${mime}; charset=utf-8` : mime;
  }
  if (kind === 'text' || mime === SCRIPTABLE_IMAGE || mime.endsWith('+xml') || mime.endsWith('/xml') || mime.endsWith('javascript')) {
    return 'text/plain; charset=utf-8';
  }
  return 'application/octet-stream';
}
