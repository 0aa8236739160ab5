/** The post-login trigger's `event` and `api` (written from the service's post-login documentation). */
import { cache, claims, client, connection, request, secrets, tenant, user } from './common';
import { method, obj, param, prop, type TriggerDeclarations } from './types';

export const postLogin: TriggerDeclarations = {
  event: [
    prop('secrets', secrets.type, secrets.doc),
    client, connection, tenant,
    request([prop('query', 'Record<string, string>', 'The query parameters of the request.'), prop('body', 'Record<string, unknown>', 'The body of a POST request.')]),
    user('The user logging in.'),
    obj('stats', 'The user\'s login statistics.', [prop('logins_count', 'number', 'How many times the user has logged in.')]),
    obj('transaction', 'The authorization request being processed.', [
      prop('id', 'string', 'The transaction\'s id.', true),
      prop('protocol', 'string', 'e.g. "oidc-basic-profile", "oauth2-refresh-token".'),
      prop('requested_scopes', 'string[]', 'The scopes the application asked for.'),
      prop('redirect_uri', 'string', 'Where the user goes back to.', true),
      prop('ui_locales', 'string[]', 'The locales asked for.'),
      prop('acr_values', 'string[]', 'The authentication context classes asked for.'),
    ], true),
    obj('authentication', 'How the user authenticated in this session.', [
      prop('methods', 'Array<{ name: string; timestamp: string }>', 'The methods completed: "pwd", "federated", "mfa", "passkey"…'),
    ], true),
    obj('authorization', 'What the user is allowed.', [prop('roles', 'string[]', 'The names of the user\'s roles.')], true),
    obj('organization', 'The organization of the transaction.', [
      prop('id', 'string', 'The organization\'s id.'), prop('name', 'string', 'Its name.'), prop('display_name', 'string', 'Its display name.'),
      prop('metadata', 'Record<string, string>', 'Its metadata.'),
    ], true),
    obj('resource_server', 'The API an access token is asked for.', [prop('identifier', 'string', 'The API\'s identifier (the audience).')], true),
    obj('session', 'The user\'s login session.', [prop('id', 'string', 'The session\'s id.'), prop('created_at', 'string', 'When it began.', true)], true),
  ],
  api: [
    obj('access', 'Change whether the user may log in.', [
      method('deny', 'Deny this login: the flow stops after this action; the user sees `reason`.', [param('reason', 'string', 'Why, as the user may see it.')]),
    ]),
    claims('idToken', 'ID token'),
    claims('accessToken', 'access token'),
    obj('multifactor', 'Require multi-factor authentication for this login.', [
      method('enable', 'Ask for a second factor at the end of the login.', [
        param('provider', 'string', '"any", "duo", "google-authenticator"…'),
        param('options', '{ allowRememberBrowser?: boolean; providerOptions?: Record<string, unknown> }', 'Whether the browser may be remembered, and provider options.', true),
      ]),
    ]),
    obj('redirect', 'Send the user elsewhere and continue in onContinuePostLogin.', [
      method('sendUserTo', 'Redirect the user to `url` when this action ends.', [
        param('url', 'string', 'Where to send the user.'), param('options', '{ query?: Record<string, string> }', 'Query parameters to add.', true),
      ]),
      method('encodeToken', 'A signed token to pass to the redirect target.', [
        param('options', '{ secret: string; expiresInSeconds?: number; payload: Record<string, unknown> }', 'The secret to sign with and the payload.'),
      ], 'string'),
      method('validateToken', 'Check the token the redirect target sent back; returns its payload.', [
        param('options', '{ secret: string; tokenParameterName?: string }', 'The secret and the query parameter holding the token.'),
      ], 'Record<string, unknown>'),
    ]),
    obj('user', 'Change the user\'s metadata (saved when the login ends).', [
      method('setAppMetadata', 'Set `name` in the user\'s app_metadata.', [param('name', 'string', 'The key.'), param('value', 'unknown', 'The value (undefined removes it).')]),
      method('setUserMetadata', 'Set `name` in the user\'s user_metadata.', [param('name', 'string', 'The key.'), param('value', 'unknown', 'The value (undefined removes it).')]),
    ]),
    obj('authentication', 'Change the session\'s authentication state.', [
      method('recordMethod', 'Record a custom authentication method as completed (in onContinuePostLogin).', [param('provider_url', 'string', 'A URL naming the method.')]),
      method('challengeWith', 'Challenge the user with a factor.', [param('factor', '{ type: string }', 'The factor, e.g. { type: "otp" }.')]),
    ]),
    obj('samlResponse', 'Change the SAML response being issued.', [
      method('setAttribute', 'Set a SAML attribute.', [param('attribute', 'string', 'The attribute\'s name.'), param('value', 'unknown', 'Its value.')]),
    ]),
    cache,
  ],
};
