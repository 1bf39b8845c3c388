import { ManifestSchema, PackageFileParamsSchema } from '../contract';
import { HttpError, sendIfFile, type App } from '../http';
import { REVALIDATE } from '../media';
import type { Packages } from '../packages';

export interface PackageRouteOptions {
  packages: Packages;
}

// The manifest lists only scripts and stylesheets (contract: PACKAGE_FILE_PATTERN).
const JAVASCRIPT = 'text/javascript; charset=utf-8';
const CSS = 'text/css; charset=utf-8';

/** The desktop-service calls for packages, at the spec's root paths; public, as the static files they stand for would be. */
export function registerPackageRoutes(app: App, { packages }: PackageRouteOptions): void {
  // Installed packages come and go while the server runs, so the browser asks every time.
  app.get('/metadata.json', { schema: { response: { 200: ManifestSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return packages.manifest();
  });

  app.get('/packages/:name/*', { schema: { params: PackageFileParamsSchema } }, async (request, reply) => {
    const { name, '*': file } = request.params;
    const found = await packages.installedFile(name, file);
    // Installed packages change under the same URL, so the browser asks every time.
    const sent = await sendIfFile(request, reply, found, { contentType: file.endsWith('.css') ? CSS : JAVASCRIPT, cacheControl: REVALIDATE });
    if (!sent) throw new HttpError(404, `Package ${name} has no file ${file}`);
    return reply;
  });
}
