import { createHash } from 'node:crypto';
import { IDENTITY_PASSWORD } from './constants';

/** Someone who can sign in at the local identity provider. */
export interface Identity {
  /** Stable across restarts: derived from the e-mail, shaped like Keycloak's user ids. */
  readonly id: string;
  readonly email: string;
  readonly name: string;
  /** The name's first word, and the rest: what Keycloak keeps as first and last name. */
  readonly givenName: string;
  readonly familyName: string;
  /** The e-mail's local part: the Atrium username of the demo users. */
  readonly username: string;
  readonly password: string;
}

/** What a test gives to add an identity at run time. */
export interface NewIdentity {
  email: string;
  password: string;
  name: string;
}

/**
 * The demo users' e-mails (server/seed/demo.ts makes them `<username>@atrium.example`) and one
 * that matches no Atrium user, for the unknown-user paths.
 */
const BUILT_IN: readonly Omit<NewIdentity, 'password'>[] = [
  { email: 'demo@atrium.example', name: 'Demo User' },
  { email: 'ada@atrium.example', name: 'Ada Lovelace' },
  { email: 'stranger@atrium.example', name: 'Sam Stranger' },
];

/** The e-mails of the identities every provider starts with. */
export const BUILT_IN_EMAILS: readonly string[] = BUILT_IN.map((identity) => identity.email);

/** A UUID-shaped id from the e-mail, so tokens name the same subject after a restart. */
export function stableIdOf(email: string): string {
  const hex = createHash('sha256').update(`atrium-idp:${email.toLowerCase()}`).digest('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20, 32)].join('-');
}

/** The OpenID Connect claims an identity has; which of them a client sees depends on the scopes. */
export function claimsOf(identity: Identity): { sub: string } & Record<string, string | boolean> {
  return {
    sub: identity.id,
    email: identity.email,
    email_verified: true,
    name: identity.name,
    given_name: identity.givenName,
    family_name: identity.familyName,
    preferred_username: identity.username,
  };
}

function identityOf({ email, password, name }: NewIdentity): Identity {
  const normalized = email.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+$/.test(normalized)) throw new Error(`idp: not an e-mail address: "${email}"`);
  const [givenName = '', ...rest] = name.trim().split(/\s+/);
  return {
    id: stableIdOf(normalized),
    email: normalized,
    name,
    givenName,
    familyName: rest.join(' '),
    username: normalized.slice(0, normalized.indexOf('@')),
    password,
  };
}

/** The identities of one provider: the built-in ones and those tests add. */
export class Identities {
  readonly #byEmail = new Map<string, Identity>();
  readonly #byId = new Map<string, Identity>();

  constructor() {
    for (const identity of BUILT_IN) this.add({ ...identity, password: IDENTITY_PASSWORD });
  }

  add(identity: NewIdentity): Identity {
    const added = identityOf(identity);
    if (this.#byEmail.has(added.email)) throw new Error(`idp: an identity with the e-mail ${added.email} exists already`);
    this.#byEmail.set(added.email, added);
    this.#byId.set(added.id, added);
    return added;
  }

  byId(id: string): Identity | undefined {
    return this.#byId.get(id);
  }

  byEmail(email: string): Identity | undefined {
    return this.#byEmail.get(email.trim().toLowerCase());
  }

  /** The identity whose e-mail and password these are, if any. */
  signIn(email: string, password: string): Identity | undefined {
    const identity = this.byEmail(email);
    return identity?.password === password ? identity : undefined;
  }
}
