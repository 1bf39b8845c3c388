import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { LOGIN_IMAGE_TYPES } from '../config';
import { IdParamsSchema, VersionQuery } from '../contract';
import type { Database } from '../db';
import { createFileRoot } from '../files';
import { API_BASE, HttpError, sendIfFile, type App } from '../http';
import { decodeDataUrl, findResource, IMMUTABLE, REVALIDATE, sendBytes } from '../media';
import { iconVersion, readAccountPreferences } from '../users';

export interface MediaRouteOptions {
  db: Kysely<Database>;
  /** The login page's images as configured (LOGIN_BACKGROUND, LOGIN_LOGO); undefined: the bundled ones. */
  loginBackground: string | undefined;
  loginLogo: string | undefined;
}

/** The version an image URL names: what a `?v=` suffix must equal for the browser to keep the image for good. */
function cacheControlFor(requested: string | undefined, current: string): string {
  return requested === current ? IMMUTABLE : REVALIDATE;
}

/**
 * Images and videos the browser shows, public as the files they stand for would be: an <img> or a
 * <video> sends no bearer token. Every id is a random UUID.
 */
export function registerMediaRoutes(app: App, { db, loginBackground, loginLogo }: MediaRouteOptions): void {
  app.get(`${API_BASE}/resource/:id`, { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const resource = await findResource(db, request.params.id);
    if (!resource) throw new HttpError(404, `There is no resource ${request.params.id}`);
    return sendBytes(request, reply, { contentType: resource.content_type, data: resource.data, etag: `"${resource.id}"`, cacheControl: IMMUTABLE });
  });

  app.get(`${API_BASE}/account/logo/:id`, { schema: { params: IdParamsSchema, querystring: VersionQuery } }, async (request, reply) => {
    const account = await db.selectFrom('accounts').select('preferences').where('id', '=', request.params.id).executeTakeFirst();
    const logoId = account ? readAccountPreferences(account.preferences).logo : '';
    const logo = logoId === '' ? undefined : await findResource(db, logoId);
    if (!logo) throw new HttpError(404, `Account ${request.params.id} has no logo`);
    return sendBytes(request, reply, {
      contentType: logo.content_type,
      data: logo.data,
      etag: `"${logo.id}"`,
      cacheControl: cacheControlFor(request.query.v, logo.id),
    });
  });

  app.get(`${API_BASE}/user/icon/:id`, { schema: { params: IdParamsSchema, querystring: VersionQuery } }, async (request, reply) => {
    const user = await db.selectFrom('users').select(['id', 'icon']).where('id', '=', request.params.id).executeTakeFirst();
    const icon = user && decodeDataUrl(user.icon);
    if (!user || !icon) throw new HttpError(404, `User ${request.params.id} has no icon`);
    const version = iconVersion(user.icon);
    return sendBytes(request, reply, { ...icon, etag: `"${version}"`, cacheControl: cacheControlFor(request.query.v, version) });
  });

  const sendLoginImage = (file: string | undefined, what: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const found = file === undefined ? undefined : await createFileRoot(path.dirname(file)).open(path.basename(file));
    const contentType = LOGIN_IMAGE_TYPES[path.extname(file ?? '').toLowerCase()] ?? 'application/octet-stream';
    const sent = await sendIfFile(request, reply, found, { contentType, cacheControl: REVALIDATE });
    if (!sent) throw new HttpError(404, `No ${what} is configured`);
    return reply;
  };
  app.get(`${API_BASE}/site/login-background`, sendLoginImage(loginBackground, 'login background (LOGIN_BACKGROUND)'));
  app.get(`${API_BASE}/site/login-logo`, sendLoginImage(loginLogo, 'login logo (LOGIN_LOGO)'));
}
