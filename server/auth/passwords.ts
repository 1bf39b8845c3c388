import { randomBytes } from 'node:crypto';
import { loadArgon2 } from '../lazy';

/** Hashes with argon2id (the library's default) at OWASP's recommended cost. */
export async function hashPassword(password: string): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(password);
}

export interface PasswordVerifier {
  /**
   * Checks `password` against `passwordHash`; for an unknown user (`undefined`) it checks a
   * throwaway hash instead, so an unknown username takes as long as a wrong password.
   */
  verify(passwordHash: string | undefined, password: string): Promise<boolean>;
}

/** Whether `password` is the one `passwordHash` was made from; a malformed hash matches nothing. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash refuses the password instead of failing the caller.
    return false;
  }
}

export function createPasswordVerifier(): PasswordVerifier {
  // Made by the first check, known username or not, so that not even the first unknown username is
  // answered faster; not at start-up, where it would load argon2 before the server's first answer.
  let dummyHash: Promise<string> | undefined;
  return {
    async verify(passwordHash, password) {
      dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
      const dummy = await dummyHash;
      const matches = await verifyPassword(passwordHash ?? dummy, password);
      return matches && passwordHash !== undefined;
    },
  };
}
