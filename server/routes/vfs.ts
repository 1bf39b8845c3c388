import multipart, { type MultipartFields, type MultipartFile } from '@fastify/multipart';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import contentDisposition from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthSessions } from '../auth';
import {
  BooleanAnswer,
  EntriesAnswer,
  EntryAnswer,
  FromToBodySchema,
  MESSAGES,
  MountsAnswer,
  PathBodySchema,
  PathQuerySchema,
  PurgeAnswer,
  ReaddirOptionsSchema,
  ReadfileOptionsSchema,
  ReadfileQuerySchema,
  SearchBodySchema,
  TrashAnswer,
  TrashEntryAnswer,
  TrashIdBodySchema,
  UrlAnswer,
  UrlBodySchema,
  VFS_LIMITS,
  WRITEFILE_FIELDS,
  WriteOptionsSchema,
} from '../contract';
import type { Database } from '../db';
import { asksForEvents, HttpError, prepareAnswer, replyWithEvents, requireBearer, sendAnswer, sessionOf, type App, type Authenticator } from '../http';
import { isMember } from '../users';
import { VFS_BODY_LIMIT, VFS_WRITES_IN_FLIGHT, WRITEFILE_FIELD_BYTES, createWriteLimiter, servedType, vfsErrors, type UrlSigner, type VfsService, type VfsSession } from '../vfs';

export interface VfsRouteOptions {
  vfs: VfsService;
  signer: UrlSigner;
  authenticator: Authenticator;
  /** Whether a signed URL's sign-in still goes on. */
  authSessions: AuthSessions;
  db: Kysely<Database>;
  /** The largest file one upload may write (VFS_UPLOAD_LIMIT). */
  uploadLimit: number;
}

// Room for writefile's other parts (the path, the options, the boundaries) beside the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * A Content-Security-Policy for every file the VFS serves: nothing in it runs (sandbox, no
 * scripts), it loads nothing but pictures and media from the site, and the site may frame it (the
 * Viewer shows files so).
 */
const FILE_POLICY = "default-src 'none'; img-src 'self' data: blob:; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

/** The virtual file system under /vfs/{operation} (docs/features/files.md#calls; contract: server/contract/vfs.ts). */
export async function registerVfsRoutes(app: App, options: VfsRouteOptions): Promise<void> {
  const { vfs, signer, authenticator, authSessions, db, uploadLimit } = options;
  const bearer = requireBearer(authenticator);
  const writes = createWriteLimiter(VFS_WRITES_IN_FLIGHT);

  /** The session of a bearer-authenticated request, while its user is still in the token's account. */
  async function sessionFor(request: FastifyRequest): Promise<VfsSession> {
    const { userId, accountId } = sessionOf(request);
    if (!(await isMember(db, userId, accountId))) throw new HttpError(401, MESSAGES.sessionExpired);
    return { userId, accountId };
  }

  /** Runs a change to files as one of the user's changes under way, which VFS_WRITES_IN_FLIGHT caps. */
  async function change<T>(request: FastifyRequest, work: (session: VfsSession) => Promise<T>): Promise<T> {
    const session = await sessionFor(request);
    return writes.run(session.userId, () => work(session));
  }

  await app.register(async (scope: App) => {
    await scope.register(multipart);

    await scope.register((authenticated: App, _options, done) => {
      authenticated.addHook('onRequest', bearer);
      const json = { bodyLimit: VFS_BODY_LIMIT };

      authenticated.get('/vfs/mounts', { schema: { response: { 200: MountsAnswer } } }, async (request) => {
        return { status: 'success' as const, data: vfs.mounts(await sessionFor(request)) };
      });

      authenticated.get('/vfs/readdir', { schema: { querystring: PathQuerySchema, response: { 200: EntriesAnswer } }, serializerCompiler: plainJson }, async (request) => {
        const { showHiddenFiles = true } = queryOptions(ReaddirOptionsSchema, request.query.options);
        return { status: 'success' as const, data: await vfs.readdir(await sessionFor(request), request.query.path, showHiddenFiles) };
      });

      authenticated.get('/vfs/exists', { schema: { querystring: PathQuerySchema, response: { 200: BooleanAnswer } } }, async (request) => {
        return { status: 'success' as const, data: await vfs.exists(await sessionFor(request), request.query.path) };
      });

      authenticated.get('/vfs/stat', { schema: { querystring: PathQuerySchema, response: { 200: EntryAnswer } } }, async (request) => {
        return { status: 'success' as const, data: await vfs.stat(await sessionFor(request), request.query.path) };
      });

      authenticated.post('/vfs/mkdir', { ...json, schema: { body: PathBodySchema, response: { 200: EntryAnswer } } }, async (request) => {
        const { path, options = {} } = request.body;
        return { status: 'success' as const, data: await change(request, (session) => vfs.mkdir(session, path, options.parents ?? false)) };
      });

      authenticated.post('/vfs/touch', { ...json, schema: { body: PathBodySchema, response: { 200: EntryAnswer } } }, async (request) => {
        return { status: 'success' as const, data: await change(request, (session) => vfs.touch(session, request.body.path)) };
      });

      authenticated.post('/vfs/unlink', { ...json, schema: { body: PathBodySchema, response: { 200: BooleanAnswer } } }, async (request) => {
        await change(request, (session) => vfs.unlink(session, request.body.path));
        return { status: 'success' as const, data: true };
      });

      for (const operation of ['copy', 'rename'] as const) {
        authenticated.post(`/vfs/${operation}`, { ...json, schema: { body: FromToBodySchema, response: { 200: EntryAnswer } } }, async (request, reply) => {
          const { from, to, options = {} } = request.body;
          const write = { overwrite: options.overwrite ?? false, parents: options.parents ?? false };
          // A copy can be long: it stops when the client goes away. A move is one transaction.
          const signal = operation === 'copy' ? clientGone(reply) : undefined;
          return { status: 'success' as const, data: await change(request, (session) => vfs[operation](session, from, to, write, signal)) };
        });
      }

      authenticated.post('/vfs/search', { ...json, schema: { body: SearchBodySchema, response: { 200: EntriesAnswer } }, serializerCompiler: plainJson }, async (request, reply) => {
        const { root, pattern, options = {} } = request.body;
        const limit = options.limit ?? VFS_LIMITS.searchDefaultResults;
        const session = await sessionFor(request);
        if (asksForEvents(request)) {
          // A mount at a time as progress, then the entries (server/contract/vfs.ts, SearchProgress).
          await replyWithEvents(request, reply, (events) => vfs.search(session, root, pattern, limit, { onProgress: (step) => events.progress(step), signal: events.signal }));
          return;
        }
        return { status: 'success' as const, data: await vfs.search(session, root, pattern, limit) };
      });

      authenticated.post('/vfs/url', { ...json, schema: { body: UrlBodySchema, response: { 200: UrlAnswer } } }, async (request) => {
        const session = await sessionFor(request);
        const { entry } = await vfs.open(session, request.body.path);
        const { sessionId = '' } = sessionOf(request);
        const download = request.body.options?.download ?? false;
        return { status: 'success' as const, data: signer.sign({ ...session, sessionId, path: entry.path, download }) };
      });

      authenticated.get('/vfs/trash', { schema: { response: { 200: TrashAnswer } } }, async (request) => {
        return { status: 'success' as const, data: await vfs.trashed(await sessionFor(request)) };
      });

      authenticated.post('/vfs/trash', { ...json, schema: { body: PathBodySchema, response: { 200: TrashEntryAnswer } } }, async (request) => {
        return { status: 'success' as const, data: await change(request, (session) => vfs.trash(session, request.body.path)) };
      });

      authenticated.post('/vfs/restore', { ...json, schema: { body: TrashIdBodySchema, response: { 200: EntryAnswer } } }, async (request) => {
        const { id } = request.body;
        if (id === undefined) throw new HttpError(400, 'restore needs the id of a trash entry');
        return { status: 'success' as const, data: await change(request, (session) => vfs.restore(session, id)) };
      });

      authenticated.post('/vfs/purge', { ...json, schema: { body: TrashIdBodySchema, response: { 200: PurgeAnswer } } }, async (request) => {
        return { status: 'success' as const, data: { purged: await change(request, (session) => vfs.purge(session, request.body.id)) } };
      });

      authenticated.post('/vfs/writefile', { schema: { response: { 200: EntryAnswer } } }, async (request, reply) => {
        return { status: 'success' as const, data: await change(request, (session) => writefile(request, reply, session)) };
      });
      done();
    });

    // With the bearer header, or as a signed URL from /vfs/url (for <img src> and downloads).
    scope.get('/vfs/readfile', { schema: { querystring: ReadfileQuerySchema } }, async (request, reply) => {
      const { path, token } = request.query;
      const { download = false } = queryOptions(ReadfileOptionsSchema, request.query.options);
      let session: VfsSession;
      if (token === undefined) {
        await bearer(request);
        session = await sessionFor(request);
      } else {
        const grant = signer.verify(token, path, download);
        if (!grant || !(await authSessions.isActive(grant.sessionId, grant.userId)) || !(await isMember(db, grant.userId, grant.accountId))) throw vfsErrors.urlInvalid();
        session = { userId: grant.userId, accountId: grant.accountId };
      }
      return sendFile(request, reply, session, path, download);
    });
  });

  async function sendFile(request: FastifyRequest, reply: FastifyReply, session: VfsSession, path: string, download: boolean): Promise<FastifyReply> {
    const file = await vfs.open(session, path);
    const representation = { size: file.entry.size, etag: `"${file.version}"`, contentType: servedType(file.entry.mime) };
    // Opened before any header is set: a file that changed since its look-up is a clean error.
    const answer = await prepareAnswer(request, representation, { read: (span) => file.open(span) });
    reply
      .header('cache-control', 'private, no-cache')
      .header('content-security-policy', FILE_POLICY)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition(file.entry.filename, { type: download ? 'attachment' : 'inline', fallback: asciiFallback(file.entry.filename) }))
      .removeHeader('x-frame-options');
    return sendAnswer(reply, answer);
  }

  /**
   * Streams the upload to storage as it arrives. The fields come first, so everything but the
   * bytes is checked before any is read; whatever fails, the rest of the body is read and dropped,
   * as a client that sends it waits for that before it reads the answer.
   */
  async function writefile(request: FastifyRequest, reply: FastifyReply, session: VfsSession) {
    if (!request.isMultipart()) {
      throw new HttpError(400, `writefile takes multipart/form-data: the fields ${WRITEFILE_FIELDS.path} and ${WRITEFILE_FIELDS.options}, then the file as ${WRITEFILE_FIELDS.file}`);
    }
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > uploadLimit + MULTIPART_OVERHEAD) {
      // Too large to read only to drop: the answer closes the connection instead.
      reply.header('connection', 'close');
      throw vfsErrors.tooLarge(uploadLimit);
    }
    let part: MultipartFile | undefined;
    try {
      part = await request.file({ limits: { fileSize: uploadLimit, files: 1, fields: 2, fieldSize: WRITEFILE_FIELD_BYTES, parts: 3 }, throwFileSizeLimit: true });
    } catch (error) {
      throw new HttpError(400, `The upload is not a form Atrium reads: ${(error as Error).message}`);
    }
    if (!part) throw new HttpError(400, `writefile needs a file, as the part ${WRITEFILE_FIELDS.file}`);
    const file = part;
    try {
      if (file.fieldname !== WRITEFILE_FIELDS.file) throw new HttpError(400, `writefile takes the file as the part ${WRITEFILE_FIELDS.file}, after the fields`);
      const path = field(file.fields, WRITEFILE_FIELDS.path);
      if (path === undefined) throw new HttpError(400, `writefile needs the field ${WRITEFILE_FIELDS.path} before the file`);
      const given = queryOptions(WriteOptionsSchema, field(file.fields, WRITEFILE_FIELDS.options));
      const options = { overwrite: given.overwrite ?? true, parents: given.parents ?? false };
      await vfs.checkWrite(session, path, options);
      return await vfs.write(session, path, uploaded(file), options);
    } catch (error) {
      file.file.resume();
      if (error instanceof UploadError) {
        throw (error.cause as { code?: string } | undefined)?.code === 'FST_REQ_FILE_TOO_LARGE' ? vfsErrors.tooLarge(uploadLimit) : vfsErrors.incomplete();
      }
      throw error;
    }
  }
}

/**
 * JSON.stringify for the answers that list entries, which the service builds to the schema's
 * shape exactly: the schema's compiled serializer took 15 times as long for 10,000 entries.
 */
function plainJson(): (data: unknown) => string {
  return (data) => JSON.stringify(data);
}

/** Aborts when the client goes away before its answer is sent. */
function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}

/** A failure of the upload itself (the client went, the file went past the limit), not of storing it. */
class UploadError extends Error {
  override readonly name = 'UploadError';
}

async function* uploaded(part: MultipartFile): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of part.file) yield chunk as Uint8Array;
  } catch (error) {
    throw new UploadError('the upload failed', { cause: error });
  }
  if (part.file.truncated) throw new UploadError('the upload was cut', { cause: { code: 'FST_REQ_FILE_TOO_LARGE' } });
}

function field(fields: MultipartFields, name: string): string | undefined {
  const value = fields[name];
  const single = Array.isArray(value) ? value[0] : value;
  return single && single.type === 'field' && typeof single.value === 'string' ? single.value : undefined;
}

/**
 * `options` as the GET calls and writefile carry it, JSON text, checked against `schema`.
 * @throws HttpError 400 naming what is wrong with it.
 */
function queryOptions<T extends TSchema>(schema: T, text: string | undefined): Static<T> {
  if (text === undefined || text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'options is not JSON');
  }
  const error = Value.Errors(schema, value).First();
  if (error) throw new HttpError(400, `options${error.path}: ${error.message}`);
  return value;
}

/** The name for browsers that read no filename*: printable ASCII, the rest as '_'. */
function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

