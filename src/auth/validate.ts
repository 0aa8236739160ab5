/** Checks of provider options, with messages that name the field but never echo its value. */

export class CredentialInputError extends Error {
  override readonly name = 'CredentialInputError';
}

export function requireText(value: string | undefined, what: string): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) throw new CredentialInputError(`Enter the ${what}.`);
  return trimmed;
}
