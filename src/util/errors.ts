/** Thrown when the user dismisses a prompt: the command ends quietly. */
export class UserCancelledError extends Error {
  constructor() {
    super('Cancelled by the user');
    this.name = 'UserCancelledError';
  }
}

/** By name as well as class: test code and the extension are separate bundles with separate class copies. */
export function isCancellation(err: unknown): boolean {
  return err instanceof UserCancelledError || (err instanceof Error && (err.name === 'UserCancelledError' || err.name === 'AbortError'));
}
