/** Errors about the shape of data: a request body rejected before sending, or an unexpected 2xx body. */
import { formatIssues, type Issue } from './issues';

/**
 * A request body or parameter failed its schema; nothing was sent. `value` is only used to word the message
 * ("is required" vs "must be a string"); it is not kept, and no value appears in the message.
 */
export class InvalidInputError extends Error {
  override readonly name = 'InvalidInputError';
  constructor(
    readonly issues: readonly Issue[],
    what = 'input',
    value?: unknown,
  ) {
    super(`Invalid ${what}: ${formatIssues(issues, value)}`);
  }
}

/** A 2xx answer whose body does not have the expected shape. */
export class UnexpectedResponseError extends Error {
  override readonly name = 'UnexpectedResponseError';
  constructor(
    readonly method: string,
    readonly path: string,
    readonly issues: readonly Issue[],
  ) {
    super(`Unexpected answer to ${method} ${path}: ${issues.length ? formatIssues(issues) : 'not JSON'}`);
  }
}
