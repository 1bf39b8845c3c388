import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { SettingsAnswer, SettingsSchema, SHELL_NAMESPACES, type ServerSocketMessage, type Settings } from '../contract';
import { HttpError, requireBearer, sessionOf, type App, type Authenticator } from '../http';
import { versionConflict, type SettingsStore } from '../settings';
import { SETTINGS_BODY_LIMIT } from './bodyLimits';
import { present } from './present';

export interface SettingsRouteOptions {
  settingsStore: SettingsStore;
  authenticator: Authenticator;
  /** The namespaces the configuration locks (SETTINGS_LOCK): a save keeps what is stored in them. */
  settingsLock: readonly string[];
  /** Tells the user's pages, on every instance, what a save changed: the other tabs apply it live. */
  toUser: (userId: string, message: ServerSocketMessage) => void;
}

const SAVE_FAILURE_STATUS = { invalid: 400, conflict: 409, busy: 503 } as const;

/** The signed-in user's settings, at the spec's root path (docs/features/settings.md#settings). */
export async function registerSettingsRoutes(app: App, { settingsStore, authenticator, settingsLock, toUser }: SettingsRouteOptions): Promise<void> {
  await app.register((scope: App, _options, done) => {
    scope.addHook('onRequest', requireBearer(authenticator));

    scope.get('/settings', { schema: { response: { 200: SettingsAnswer } } }, async (request) => {
      return { status: 'success' as const, data: present(await settingsStore.get(sessionOf(request).userId)) };
    });

    scope.post(
      '/settings',
      {
        schema: { body: SettingsSchema, response: { 200: SettingsAnswer } },
        bodyLimit: SETTINGS_BODY_LIMIT,
        // Before the shape, which differs between formats: a page of another version is told to reload.
        preValidation: rejectOtherVersion,
      },
      async (request) => {
        const { userId } = sessionOf(request);
        const result = present(await settingsStore.save(userId, request.body, settingsLock));
        if (result.kind === 'saved') {
          const namespaces = sentNamespaces(request.body).filter((name) => !settingsLock.includes(name));
          toUser(userId, { name: 'settings', params: { revision: result.revision, namespaces, settings: result.settings } });
          return { status: 'success' as const, data: result.settings };
        }
        throw new HttpError(SAVE_FAILURE_STATUS[result.kind], result.message);
      },
    );
    done();
  });
}

function rejectOtherVersion(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const conflict = versionConflict(request.body);
  done(conflict === undefined ? undefined : new HttpError(409, conflict));
}

/** The namespaces a save sent, each of which it replaced (or cleared). */
function sentNamespaces(body: Settings): string[] {
  return [...SHELL_NAMESPACES.filter((name) => body[name] !== undefined), ...Object.keys(body.plugins ?? {})];
}
