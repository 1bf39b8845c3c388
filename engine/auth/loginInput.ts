import type { LoginFailure } from './messages';

/** Both fields are required (docs/features/sign-in.md); whitespace alone counts as empty. */
export function validateLoginInput(username: string, password: string): Extract<LoginFailure, 'empty'> | null {
  if (username.trim() === '' || password === '') return 'empty';
  return null;
}
