import type { Manifest, PackageMetadata } from '../../server/contract';
import { mimeMatches } from '../vfs';
import { isVisible } from './rules';

/**
 * The applications that open files of type `mime` (docs/features/files.md#opening-files: a package's `mimes`,
 * patterns like `text/*`): applications the user may launch whose patterns take it, in the
 * manifest's order. Hidden ones count: the Viewer is hidden from the menu yet opens images.
 */
export function appsForMime(manifest: Manifest, userApps: ReadonlySet<string>, mime: string): PackageMetadata[] {
  return manifest.filter(
    (pkg) => pkg.type === 'application' && isVisible(pkg, userApps) && (pkg.mimes ?? []).some((pattern) => mimeMatches(mime, pattern)),
  );
}

/** `type/subtype` in lower case, as the settings keep a remembered choice; null for a MIME type that is none. */
export function rememberedMime(mime: string): string | null {
  const bare = (mime.split(';')[0] ?? '').trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(bare) ? bare : null;
}
