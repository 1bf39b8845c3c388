import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Sessions } from '../auth';
import {
  AuthAnswer,
  AuthBodySchema,
  EXTERNAL_AUTH_MESSAGES,
  ExternalAuthBodySchema,
  ExternalAuthParamsSchema,
  LogoutBodySchema,
  MESSAGES,
  RefreshTokenAnswer,
  RefreshTokenBodySchema,
  ValidateTokenAnswerSchema,
  ValidateTokenBodySchema,
} from '../contract';
import { API_BASE, HttpError, type App } from '../http';
import type { AccessTokenVerifier, LinkedUser, VerifiedIdentity } from '../identity';
import { AUTH_BODY_LIMIT } from './bodyLimits';

export interface AuthRouteOptions {
  sessions: Sessions;
  /** Whether POST /api/auth takes a username and password (Config.passwordSignIn). */
  passwordSignIn: boolean;
  /** The external provider AUTH_TYPE names; none: only the own sign-in. */
  external?: {
    provider: 'keycloak' | 'okta';
    verify: AccessTokenVerifier;
    userOf(identity: VerifiedIdentity): Promise<LinkedUser>;
  };
}

/** validatetoken's answer for a token that is not valid; the same words the data routes use. */
const VALIDATION_MESSAGES = { expired: MESSAGES.tokenExpired, ended: MESSAGES.sessionExpired, invalid: MESSAGES.tokenInvalid } as const;

/**
 * The sign-in's paths: the product's call (`auth`) and the authentication adapter's (`/login`, at
 * the spec's root path like `/logout`). One route at both: the same rules, limits and answers.
 */
const SIGN_IN_PATHS = [`${API_BASE}/auth`, '/login'] as const;

export function registerAuthRoutes(app: App, { sessions, passwordSignIn, external }: AuthRouteOptions): void {
  for (const path of SIGN_IN_PATHS) {
    app.post(
      path,
      {
        schema: { body: AuthBodySchema, response: { 200: AuthAnswer } },
        bodyLimit: AUTH_BODY_LIMIT,
        // Before schema validation, so a missing field gets the spec's message too.
        preValidation: rejectEmptyCredentials,
      },
      async (request) => {
        if (!passwordSignIn) throw new HttpError(403, EXTERNAL_AUTH_MESSAGES.passwordSignInOff);
        const result = await sessions.login(request.body.username, request.body.password, request.ip);
        switch (result.kind) {
          case 'success':
            return { status: 'success' as const, data: result.data };
          case 'incorrect':
            throw new HttpError(401, MESSAGES.loginIncorrect);
          case 'throttled':
            throw new HttpError(429, MESSAGES.loginThrottled, { 'retry-after': String(result.retryAfterSeconds) });
          case 'no-account':
            throw new HttpError(403, MESSAGES.noAccount);
        }
      },
    );
  }

  app.post(
    `${API_BASE}/auth/external/:provider`,
    {
      schema: { params: ExternalAuthParamsSchema, body: ExternalAuthBodySchema, response: { 200: AuthAnswer } },
      bodyLimit: AUTH_BODY_LIMIT,
      preValidation: rejectMissingAccessToken,
    },
    async (request) => {
      if (!external || request.params.provider !== external.provider) throw new HttpError(404, EXTERNAL_AUTH_MESSAGES.notConfigured);
      const verification = await external.verify(request.body.access_token);
      if (verification.kind === 'unreachable') throw new HttpError(502, EXTERNAL_AUTH_MESSAGES.providerUnreachable);
      if (verification.kind === 'refused') throw new HttpError(401, `${EXTERNAL_AUTH_MESSAGES.tokenRefused} ${verification.reason}.`);
      const user = await external.userOf(verification.identity);
      if (user.kind === 'unknown') throw new HttpError(403, EXTERNAL_AUTH_MESSAGES.unknownUser);
      if (user.kind === 'ambiguous') throw new HttpError(409, EXTERNAL_AUTH_MESSAGES.ambiguousUser);
      if (user.kind === 'username-taken') throw new HttpError(409, `${EXTERNAL_AUTH_MESSAGES.usernameTaken} ${user.username}.`);
      if (user.kind === 'email-unverified') throw new HttpError(403, EXTERNAL_AUTH_MESSAGES.emailUnverified);
      if (user.kind === 'email-unverified-new') throw new HttpError(403, EXTERNAL_AUTH_MESSAGES.emailUnverifiedNew);
      if (user.kind === 'other-identity-linked') throw new HttpError(409, EXTERNAL_AUTH_MESSAGES.otherIdentityLinked);
      const result = await sessions.loginVerified(user.userId, request.ip, verification.identity.signInEndsBy);
      switch (result.kind) {
        case 'success':
          return { status: 'success' as const, data: result.data };
        case 'throttled':
          throw new HttpError(429, MESSAGES.loginThrottled, { 'retry-after': String(result.retryAfterSeconds) });
        case 'no-account':
          throw new HttpError(403, MESSAGES.noAccount);
      }
    },
  );

  app.post(
    `${API_BASE}/validatetoken`,
    { schema: { body: ValidateTokenBodySchema, response: { 200: ValidateTokenAnswerSchema } }, bodyLimit: AUTH_BODY_LIMIT },
    async (request) => {
      const { state } = await sessions.authenticate(request.body.jwt);
      if (state === 'valid') return { status: 'success' as const, message: MESSAGES.tokenValid };
      throw new HttpError(401, VALIDATION_MESSAGES[state]);
    },
  );

  app.post(
    `${API_BASE}/refreshtoken`,
    { schema: { body: RefreshTokenBodySchema, response: { 200: RefreshTokenAnswer } }, bodyLimit: AUTH_BODY_LIMIT },
    async (request) => {
      const pair = await sessions.refresh(request.body.jwt, request.body.refresh_token);
      if (!pair) throw new HttpError(401, MESSAGES.sessionExpired);
      return { status: 'success' as const, data: pair };
    },
  );

  // The authentication adapter's call, at the spec's root path. Open to expired sessions:
  // logging out must always work.
  app.post(
    '/logout',
    {
      schema: { body: LogoutBodySchema },
      bodyLimit: AUTH_BODY_LIMIT,
      preValidation: emptyBodyIfNone,
    },
    async (request) => {
      await sessions.logout(request.body.refresh_token);
      return { status: 'success' as const, message: MESSAGES.loggedOut };
    },
  );
}

function rejectEmptyCredentials(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const username = body.username ?? '';
  const password = body.password ?? '';
  const empty = (typeof username === 'string' && username.trim() === '') || password === '';
  done(empty ? new HttpError(400, MESSAGES.loginEmpty) : undefined);
}

function rejectMissingAccessToken(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const token = ((request.body ?? {}) as Record<string, unknown>).access_token;
  done(typeof token === 'string' && token.trim() !== '' ? undefined : new HttpError(400, EXTERNAL_AUTH_MESSAGES.tokenMissing));
}

/** A post with no body at all is a logout too; the schema then checks an empty object. */
function emptyBodyIfNone(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  request.body ??= {};
  done();
}
