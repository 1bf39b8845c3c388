import { Type, type Static } from '@sinclair/typebox';
import { successOf } from './envelope';
import { AccountPreferences } from './user';

/** The demo users a test user can be made like. */
export const TEST_USER_TEMPLATES = ['demo', 'ada'] as const;
export type TestUserTemplate = (typeof TEST_USER_TEMPLATES)[number];

/** A test user's home in their default account: this page, or the account's default dashboard. */
export const TestUserHome = Type.Union([
  Type.Object({ type: Type.Literal('html'), html: Type.String({ maxLength: 100_000 }) }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('dashboard') }, { additionalProperties: false }),
]);
export type TestUserHome = Static<typeof TestUserHome>;

/**
 * POST /api/test/users (test mode only): a new user shaped like a demo user, so that every
 * browser test signs in as a user of its own. `accountPreferences` gives the user private copies
 * of the template's accounts with these preferences over theirs (an account that sets a theme,
 * say), without changing the accounts other users share. `home` replaces the home the user gets
 * from the template in their default account.
 */
export const TestUserBody = Type.Object(
  {
    like: Type.Optional(Type.Union(TEST_USER_TEMPLATES.map((name) => Type.Literal(name)))),
    accountPreferences: Type.Optional(Type.Partial(AccountPreferences, { additionalProperties: false })),
    home: Type.Optional(TestUserHome),
  },
  { additionalProperties: false },
);
export type TestUserBody = Static<typeof TestUserBody>;

/** The new user's credentials; the password obeys the spec's password rules. */
export const TestUserCredentials = Type.Object({ username: Type.String(), password: Type.String() });
export type TestUserCredentials = Static<typeof TestUserCredentials>;
export const TestUserAnswer = successOf(TestUserCredentials);
