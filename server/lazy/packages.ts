// Packages the server's first answer does not need, loaded when first used (issue 33: a server
// answers within 2 s of its start). The bundle keeps npm packages external
// (scripts/server-bundle.mjs), so each import() below stays a load at run time; a static import of
// them anywhere in the server would put it back on the start-up path.

/** A package that could not be loaded; its message names the package, the loader's error is its cause. */
export class PackageLoadError extends Error {
  constructor(
    readonly packageName: string,
    cause: unknown,
  ) {
    super(`Could not load the package '${packageName}': ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'PackageLoadError';
  }
}

/**
 * `load` on the first call, its module for every call after. A failed load rejects with a
 * PackageLoadError and is not kept: the next call tries again (a package installed meanwhile).
 */
export function lazyPackage<T>(packageName: string, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((cause: unknown) => {
      loading = undefined;
      throw new PackageLoadError(packageName, cause);
    }));
}

/** Password hashing: the first sign-in, password change or new user. */
export const loadArgon2 = lazyPackage('@node-rs/argon2', () => import('@node-rs/argon2'));
/** File signatures: the first upload, or the first announcement media or logo checked. */
export const loadFileType = lazyPackage('file-type', () => import('file-type'));
/** The S3 client: only with BLOB_STORE=s3://…, when the blob store is made. */
export const loadS3Client = lazyPackage('@aws-sdk/client-s3', () => import('@aws-sdk/client-s3'));
/** S3 multipart uploads: the first file written to an S3 blob store. */
export const loadS3Upload = lazyPackage('@aws-sdk/lib-storage', () => import('@aws-sdk/lib-storage'));
/** Package archives: the operators' tool's `install`, never the server's start. */
export const loadTar = lazyPackage('tar', () => import('tar'));
