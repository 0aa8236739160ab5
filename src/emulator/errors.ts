// Error bodies in the Management API shape `{statusCode, error, message, errorCode?}` and the OAuth shape
// `{error, error_description}` used by /oauth/token.
import { STATUS_CODES } from 'node:http';

export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errorCode?: string;
}

export function reasonPhrase(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

export function errorBody(statusCode: number, message: string, errorCode?: string): ApiErrorBody {
  const body: ApiErrorBody = { statusCode, error: reasonPhrase(statusCode), message };
  if (errorCode) body.errorCode = errorCode;
  return body;
}

/** Thrown by route handlers; the error handler turns it into the Management API error body. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorCode?: string,
  ) {
    super(message);
  }

  body(): ApiErrorBody {
    return errorBody(this.statusCode, this.message, this.errorCode);
  }
}

/** Thrown by the token endpoint; rendered as `{error, error_description}`. */
export class OAuthError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }

  body(): { error: string; error_description: string } {
    return { error: this.error, error_description: this.description };
  }
}

export const insufficientScope = (scopes: readonly string[]): ApiError =>
  new ApiError(403, `Insufficient scope, expected any of: ${scopes.join(',')}`, 'insufficient_scope');

export const unauthorized = (message: string): ApiError => new ApiError(401, message);

export const tooManyRequests = (): ApiError =>
  new ApiError(429, 'Global limit has been reached', 'too_many_requests');

/** 400 `invalid_uri` for a path parameter that fails its format, worded like the live service. */
export function invalidUri(format: string, value: string, property: string, description: string): ApiError {
  return new ApiError(
    400,
    `Path validation error: 'Object didn't pass validation for format ${format}: ${value}' on property ${property} (${description}).`,
    'invalid_uri',
  );
}
