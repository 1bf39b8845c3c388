import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Hashes with argon2id (the library's default) at OWASP's recommended cost. */
export function hashPassword(password: string): Promise<string> {
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
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash refuses the password instead of failing the caller.
    return false;
  }
}

export async function createPasswordVerifier(): Promise<PasswordVerifier> {
  // Made up front, so that not even the first unknown username is answered faster.
  const dummyHash = await hashPassword(randomBytes(16).toString('base64url'));
  return {
    async verify(passwordHash, password) {
      const matches = await verifyPassword(passwordHash ?? dummyHash, password);
      return matches && passwordHash !== undefined;
    },
  };
}
