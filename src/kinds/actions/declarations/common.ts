/** Members several triggers share (written from the service's trigger documentation): user, client, request, tenant, secrets, cache. */
import { method, obj, param, prop, type Member } from './types';

export const secrets = prop('secrets', 'Record<string, string>', 'The action\'s secrets by name (set with Set Action Secret…; never in the code).');

export const tenant = obj('tenant', 'The tenant the action runs on.', [prop('id', 'string', 'The tenant\'s name.')]);

export const client = obj('client', 'The application the transaction was started for.', [
  prop('client_id', 'string', 'The application\'s client id.'),
  prop('name', 'string', 'The application\'s name.'),
  prop('metadata', 'Record<string, string>', 'The application\'s metadata.'),
]);

export const connection = obj('connection', 'The connection the user authenticated with.', [
  prop('id', 'string', 'The connection\'s id.'),
  prop('name', 'string', 'The connection\'s name.'),
  prop('strategy', 'string', 'The connection\'s strategy, e.g. "auth0", "google-oauth2".'),
  prop('metadata', 'Record<string, string>', 'The connection\'s metadata.', true),
]);

export const geoip = obj('geoip', 'Where the request came from, by its IP address.', [
  prop('cityName', 'string', 'City.', true), prop('countryCode', 'string', 'Two-letter country code.', true),
  prop('countryName', 'string', 'Country.', true), prop('continentCode', 'string', 'Continent code.', true),
  prop('latitude', 'number', 'Latitude.', true), prop('longitude', 'number', 'Longitude.', true),
  prop('timeZone', 'string', 'Time zone.', true),
]);

export const request = (extra: readonly Member[] = []): Member => obj('request', 'The request that started the transaction.', [
  prop('ip', 'string', 'The IP address the request came from.'),
  prop('method', 'string', 'The HTTP method of the request.'),
  prop('hostname', 'string', 'The host name the request was sent to.', true),
  prop('language', 'string', 'The language the browser asked for.', true),
  prop('user_agent', 'string', 'The User-Agent header of the request.', true),
  geoip,
  ...extra,
]);

export const userFields: readonly Member[] = [
  prop('user_id', 'string', 'The user\'s id, e.g. "auth0|5f7c8ec7c33c6c004bbafe82".'),
  prop('email', 'string', 'The user\'s email address.', true),
  prop('email_verified', 'boolean', 'Whether the email address was verified.'),
  prop('name', 'string', 'The user\'s full name.', true),
  prop('nickname', 'string', 'The user\'s nickname.', true),
  prop('given_name', 'string', 'The user\'s given name.', true),
  prop('family_name', 'string', 'The user\'s family name.', true),
  prop('username', 'string', 'The user\'s username.', true),
  prop('phone_number', 'string', 'The user\'s phone number.', true),
  prop('picture', 'string', 'A URL of the user\'s picture.', true),
  prop('created_at', 'string', 'When the user was created (ISO 8601).'),
  prop('updated_at', 'string', 'When the user was last updated (ISO 8601).'),
  prop('last_password_reset', 'string', 'When the password was last reset.', true),
  prop('app_metadata', 'Record<string, unknown>', 'Data about the user that the user cannot change (roles, plan…).'),
  prop('user_metadata', 'Record<string, unknown>', 'Data the user may change (preferences…).'),
  prop('identities', 'Array<{ provider: string; connection: string; user_id: string; isSocial: boolean }>', 'The identities linked to the user.'),
  prop('multifactor', 'string[]', 'The MFA factors the user enrolled.', true),
];

export const user = (doc = 'The user the transaction is about.'): Member => obj('user', doc, userFields);

/** `api.cache`: data kept between executions of the action (per tenant, small, may be evicted). */
export const cache = obj('cache', 'Store and read small values kept between executions of this action.', [
  method('get', 'The cached record of `key` (`{ value, expires_at }`), or undefined.', [param('key', 'string', 'The record\'s key.')], '{ value: string; expires_at: number } | undefined'),
  method('set', 'Keep `value` under `key` (at most a few KB; may be evicted).', [
    param('key', 'string', 'The record\'s key.'), param('value', 'string', 'The value (a string).'),
    param('options', '{ ttl?: number; expires_at?: number }', 'How long to keep it: `ttl` in milliseconds or an `expires_at` time.', true),
  ], '{ type: "success" } | { type: "error"; code: string }'),
  method('delete', 'Remove the record of `key`.', [param('key', 'string', 'The record\'s key.')], '{ type: "success" } | { type: "error"; code: string }'),
]);

/** `api.access.deny(...)` as most triggers word it. */
export const denyAccess = (doc: string, params = [param('reason', 'string', 'Why, as the end user may see it.')]): Member =>
  obj('access', 'Change whether the transaction may go on.', [method('deny', doc, params)]);

/** A custom claim setter on a token (`api.idToken`, `api.accessToken`). */
export const claims = (name: string, token: string): Member => obj(name, `Change the ${token} being issued.`, [
  method('setCustomClaim', `Set a custom claim on the ${token} (use a namespaced name such as "https://example.com/roles").`, [
    param('name', 'string', 'The claim\'s name.'), param('value', 'unknown', 'The claim\'s value.'),
  ]),
]);
