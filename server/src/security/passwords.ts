// argon2id hashes and the spec's password rule (console-shell.md §5).
import argon2 from 'argon2';

export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters with a number, a lowercase letter, an uppercase letter and a special character.';

export function passwordProblems(password: string): string | undefined {
  if (password.length < 8 || !/\d/.test(password) || !/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/[^A-Za-z0-9]/.test(password)) {
    return PASSWORD_RULE_MESSAGE;
  }
  return undefined;
}

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
