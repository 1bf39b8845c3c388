import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Members, PasswordResets } from '../accounts';
import {
  ACCOUNT_MESSAGES,
  EXTERNAL_AUTH_MESSAGES,
  ForgotPasswordBodySchema,
  IdParamsSchema,
  LoginStatusAnswer,
  MESSAGES,
  MessageAnswer,
  PASSWORD_RULE_MESSAGES,
  RESET_CODE_PATTERN,
  ResetPasswordBodySchema,
  SwitchAccountAnswer,
  SwitchAccountBodySchema,
  UserDetailAnswer,
  UserUpdateBodySchema,
} from '../contract';
import { API_BASE, API_V1_BASE, FieldError, HttpError, invalidFields, requireBearer, sessionOf, type App, type Authenticator } from '../http';
import { AUTH_BODY_LIMIT } from './bodyLimits';
import { present } from './present';

export interface AccountRouteOptions {
  passwordResets: PasswordResets;
  /** Whether users have passwords to recover (Config.passwordSignIn): off, the recovery routes answer 403. */
  passwordSignIn: boolean;
  members: Members;
  authenticator: Authenticator;
}

const RESET_THROTTLED = 'Too many password reset requests. Please try again later.';
const NOT_A_MEMBER = 'You are not a member of this account.';
const NOT_YOURS = 'A user can change only their own record.';
const CODE = new RegExp(RESET_CODE_PATTERN);

/**
 * The account lifecycle: password recovery (open to everyone: the user cannot sign in), and for
 * the signed-in user the account switch, the privacy consent, the cleared-cache flag and the user
 * detail of the people they work with.
 */
export async function registerAccountRoutes(app: App, { passwordResets, passwordSignIn, members, authenticator }: AccountRouteOptions): Promise<void> {
  // With sign-in through a provider only, a recovered password opens nothing, and the mail would
  // still go to whoever the address belongs to: the routes are closed before they read anything.
  const passwordsOff = (): Promise<void> => (passwordSignIn ? Promise.resolve() : Promise.reject(new HttpError(403, EXTERNAL_AUTH_MESSAGES.passwordSignInOff)));

  app.post(
    `${API_BASE}/user/me/forgotpassword`,
    {
      schema: { body: ForgotPasswordBodySchema, response: { 200: MessageAnswer } },
      bodyLimit: AUTH_BODY_LIMIT,
      onRequest: passwordsOff,
      preValidation: rejectEmptyUsername,
    },
    async (request) => {
      const retryAfterSeconds = await passwordResets.request(request.body.username, request.ip, request.log);
      if (retryAfterSeconds > 0) throw new HttpError(429, RESET_THROTTLED, { 'retry-after': String(retryAfterSeconds) });
      // The same answer, as soon, whether the user exists or not: the mail goes out afterwards.
      return { status: 'success' as const, message: ACCOUNT_MESSAGES.forgotSent };
    },
  );

  app.post(
    `${API_BASE}/user/me/resetpassword`,
    { schema: { body: ResetPasswordBodySchema, response: { 200: MessageAnswer } }, bodyLimit: AUTH_BODY_LIMIT, onRequest: passwordsOff },
    async (request) => {
      const { password_reset_code: code, new_password: password, confirm_password: confirmation } = request.body;
      const outcome = CODE.test(code) ? await passwordResets.reset(code, password, confirmation) : { kind: 'expired' as const };
      if (outcome.kind === 'refused') throw new HttpError(400, PASSWORD_RULE_MESSAGES[outcome.rule]);
      if (outcome.kind === 'expired') throw new HttpError(400, ACCOUNT_MESSAGES.resetExpired);
      return { status: 'success' as const, message: ACCOUNT_MESSAGES.resetDone };
    },
  );

  await app.register((scope: App, _options, done) => {
    scope.addHook('onRequest', requireBearer(authenticator));

    // Its failures name the failed field in data.errors (docs/features/sign-in.md#switch-account), a bad body's too.
    scope.post(
      `${API_V1_BASE}/user/switchaccount`,
      { schema: { body: SwitchAccountBodySchema, response: { 200: SwitchAccountAnswer } }, attachValidation: true },
      async (request) => {
        if (request.validationError) throw invalidFields(request.validationError);
        const jwt = await members.switchAccount(sessionOf(request), request.body.accountId);
        if (jwt === undefined) throw new FieldError(403, NOT_A_MEMBER, { accountId: NOT_A_MEMBER });
        return { status: 'success' as const, data: { jwt } };
      },
    );

    scope.get(`${API_V1_BASE}/user/me/hasLoggedIn`, { schema: { response: { 200: LoginStatusAnswer } } }, async (request) => {
      return { status: 'success' as const, data: present(await members.loginStatus(sessionOf(request))) };
    });

    scope.post(`${API_V1_BASE}/user/me/updateLoggedIn`, { schema: { response: { 200: MessageAnswer } } }, async (request) => {
      // As for any call of a member who is no longer one: the session cannot go on.
      if (!(await members.consent(sessionOf(request)))) throw new HttpError(401, MESSAGES.sessionExpired);
      return { status: 'success' as const, message: 'The privacy policy is agreed to' };
    });

    scope.put(
      `${API_V1_BASE}/user/:id`,
      { schema: { params: IdParamsSchema, body: UserUpdateBodySchema, response: { 200: MessageAnswer } } },
      async (request) => {
        if (request.params.id !== sessionOf(request).userId) throw new HttpError(403, NOT_YOURS);
        await members.clearedBrowserCache(request.params.id);
        return { status: 'success' as const, message: 'Updated' };
      },
    );

    scope.get(`${API_BASE}/user/:id/detail`, { schema: { params: IdParamsSchema, response: { 200: UserDetailAnswer } } }, async (request) => {
      const detail = await members.detail(sessionOf(request), request.params.id);
      if (!detail) throw new HttpError(404, `There is no user ${request.params.id} in your accounts`);
      return { status: 'success' as const, data: detail };
    });
    done();
  });
}

/** Before schema validation, so that a missing field gets the spec's text too. */
function rejectEmptyUsername(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const username = ((request.body ?? {}) as Record<string, unknown>).username ?? '';
  done(typeof username === 'string' && username.trim() === '' ? new HttpError(400, ACCOUNT_MESSAGES.forgotEmpty) : undefined);
}
