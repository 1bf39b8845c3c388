import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { SettingsAnswer, SettingsSchema } from '../contract';
import { HttpError, requireBearer, sessionOf, type App, type Authenticator } from '../http';
import { versionConflict, type SettingsStore } from '../settings';
import { SETTINGS_BODY_LIMIT } from './bodyLimits';
import { present } from './present';

export interface SettingsRouteOptions {
  settingsStore: SettingsStore;
  authenticator: Authenticator;
  /** The namespaces the configuration locks (SETTINGS_LOCK): a save keeps what is stored in them. */
  settingsLock: readonly string[];
}

const SAVE_FAILURE_STATUS = { invalid: 400, conflict: 409, busy: 503 } as const;

/** The signed-in user's settings, at the spec's root path (spec, shell section 7). */
export async function registerSettingsRoutes(app: App, { settingsStore, authenticator, settingsLock }: SettingsRouteOptions): Promise<void> {
  await app.register((scope: App, _options, done) => {
    scope.addHook('onRequest', requireBearer(authenticator));
    // TypeBox's own check rather than Fastify's ajv, which drops unknown properties and coerces
    // types: a document that is stored as sent must be refused when wrong, not silently changed.
    scope.setValidatorCompiler(TypeBoxValidatorCompiler);

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
        const result = present(await settingsStore.save(sessionOf(request).userId, request.body, settingsLock));
        if (result.kind === 'saved') return { status: 'success' as const, data: result.settings };
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
