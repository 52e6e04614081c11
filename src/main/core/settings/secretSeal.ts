// How a secret is kept at rest: sealed by the system, or in an owner-only file without one.

/**
 * Seals a secret with a key the operating system guards (the Electron shell fills it from
 * safeStorage); without one the secret is kept in a file only this user account can open.
 */
export interface SecretSeal {
  seal(text: string): string;
  open(sealed: string): string;
}
