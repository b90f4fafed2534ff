// argon2id hashes and the spec's password rule (console-shell.md §5).
// @node-rs/argon2: N-API builds per platform, no install script (argon2's bundled binary crashed here).
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is a const enum, which isolated modules cannot read at run time: its typed value.
const ARGON2ID: Algorithm.Argon2id = 2;

export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters with a number, a lowercase letter, an uppercase letter and a special character.';

export function passwordProblems(password: string): string | undefined {
  if (password.length < 8 || !/\d/.test(password) || !/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/[^A-Za-z0-9]/.test(password)) {
    return PASSWORD_RULE_MESSAGE;
  }
  return undefined;
}

export const hashPassword = (password: string) => argon2Hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2Verify(hash, password);
  } catch {
    return false;
  }
}
