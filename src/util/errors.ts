/** Thrown when the user dismisses a prompt: the command ends quietly. */
export class UserCancelledError extends Error {
  constructor() {
    super('Cancelled by the user');
    this.name = 'UserCancelledError';
  }
}

export function isCancellation(err: unknown): boolean {
  return err instanceof UserCancelledError || (err instanceof Error && err.name === 'AbortError');
}
