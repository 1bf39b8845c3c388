import { jwtSecretWarnings } from './auth';
import type { Config } from './config';

/**
 * What the operators should fix in a configuration that works but will let users down, said in
 * the log at every start: a key the server could serve, links that lead nowhere, files that only
 * one instance can read.
 */
export function startWarnings(config: Config): string[] {
  const warnings = jwtSecretWarnings({ dataDir: config.dataDir, override: config.jwtSecret, production: config.production, servedRoots: servedRootsOf(config) });
  if (config.production && config.publicOrigin === undefined) {
    warnings.push(
      `PUBLIC_URL is not set: the links in password reset mails point at ${config.publicUrl}, which users cannot reach. ` +
        'Set PUBLIC_URL to the address users reach Atrium at, such as https://atrium.example.com.',
    );
  }
  // With BLOB_STORE=s3://… every instance reads the same bucket.
  if (config.database.kind === 'postgres' && config.blobStore.kind === 'local') {
    warnings.push(
      `Files are kept on this server's disk, under DATA_DIR (${config.dataDir}), while the database is PostgreSQL: every instance must use one shared DATA_DIR, ` +
        'or a file written through one instance answers 500 on the others; or keep the files in a bucket they share: BLOB_STORE=s3://bucket/prefix.',
    );
  }
  return warnings;
}

/** The folders whose files anyone may ask for by path: the browser build, the packages, the server folders mounted. */
function servedRootsOf(config: Config): string[] {
  const mounts = config.vfs.added.flatMap((mount) => (mount.adapter === 'folder' ? [mount.root] : []));
  return [config.publicDir, config.packagesDir, ...mounts];
}
