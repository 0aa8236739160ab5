/**
 * The machine-to-machine (credentials-exchange), registration (pre and post), password change, phone message and
 * custom token exchange triggers' `event` and `api` (written from the service's documentation of each).
 */
import { cache, claims, client, connection, denyAccess, request, secrets, tenant, user, userFields } from './common';
import { method, obj, param, prop, type TriggerDeclarations } from './types';

const denyWithCode = [
  param('code', 'string', 'An OAuth error code: "invalid_scope", "invalid_request", "server_error" or your own.'),
  param('reason', 'string', 'Why, as the caller sees it.'),
];

export const credentialsExchange: TriggerDeclarations = {
  event: [
    secrets, tenant, request([prop('body', 'Record<string, unknown>', 'The token request\'s body.')]),
    obj('client', 'The application asking for a token.', [
      prop('client_id', 'string', 'Its client id.'), prop('name', 'string', 'Its name.'), prop('metadata', 'Record<string, string>', 'Its metadata.'),
    ]),
    obj('resource_server', 'The API the token is for.', [prop('id', 'string', 'The API\'s identifier (the audience).')]),
    obj('transaction', 'The token request.', [prop('requested_scopes', 'string[]', 'The scopes asked for.')]),
    obj('accessToken', 'The access token to be issued.', [prop('scope', 'string[]', 'Its scopes.'), prop('customClaims', 'Record<string, unknown>', 'Claims set so far.')]),
  ],
  api: [denyAccess('Refuse the token: the caller receives an OAuth error.', denyWithCode), claims('accessToken', 'access token'), cache],
};

export const preUserRegistration: TriggerDeclarations = {
  event: [
    secrets, tenant, client, connection, request([prop('body', 'Record<string, unknown>', 'The signup request\'s body.')]),
    obj('user', 'The user signing up (not created yet).', userFields.filter((m) => !['user_id', 'created_at', 'updated_at', 'identities', 'last_password_reset', 'multifactor'].includes(m.name))),
    obj('transaction', 'The signup transaction.', [prop('requested_scopes', 'string[]', 'The scopes asked for.'), prop('ui_locales', 'string[]', 'The locales asked for.')], true),
  ],
  api: [
    denyAccess('Refuse the signup.', [param('reason', 'string', 'Why (logged).'), param('userMessage', 'string', 'What the user sees.')]),
    obj('user', 'Set metadata on the user to be created.', [
      method('setAppMetadata', 'Set `name` in app_metadata.', [param('name', 'string', 'The key.'), param('value', 'unknown', 'The value.')]),
      method('setUserMetadata', 'Set `name` in user_metadata.', [param('name', 'string', 'The key.'), param('value', 'unknown', 'The value.')]),
    ]),
    obj('validation', 'Refuse the signup as invalid input.', [
      method('error', 'Refuse with an error code and a message the user sees.', [param('code', 'string', 'Your error code.'), param('message', 'string', 'What the user sees.')]),
    ]),
    cache,
  ],
};

export const postUserRegistration: TriggerDeclarations = {
  event: [secrets, tenant, connection, request(), user('The user who just signed up.')],
  api: [cache],
};

export const postChangePassword: TriggerDeclarations = {
  event: [secrets, tenant, connection, request(), user('The user whose password was changed.')],
  api: [cache],
};

export const sendPhoneMessage: TriggerDeclarations = {
  event: [
    secrets, tenant, client, request(), user('The user being enrolled or challenged.'),
    obj('message_options', 'The message to send.', [
      prop('action', '"enrollment" | "second-factor-authentication"', 'Why the message is sent.'),
      prop('code', 'string', 'The one-time code the user must enter.'),
      prop('message_type', '"sms" | "voice"', 'How the message is delivered.'),
      prop('recipient', 'string', 'The phone number to send to.'),
      prop('text', 'string', 'The message\'s text.'),
    ]),
  ],
  api: [cache],
};

export const customTokenExchange: TriggerDeclarations = {
  event: [
    secrets, tenant, client, request([prop('body', 'Record<string, unknown>', 'The token request\'s body.')]),
    obj('transaction', 'The token exchange request.', [
      prop('subject_token', 'string', 'The token to exchange: validate it before trusting it.'),
      prop('subject_token_type', 'string', 'Its type (the profile\'s subject_token_type).'),
      prop('requested_scopes', 'string[]', 'The scopes asked for.'),
    ]),
    obj('resource_server', 'The API a token is asked for.', [prop('id', 'string', 'The API\'s identifier.')], true),
  ],
  api: [
    obj('access', 'Refuse the exchange.', [
      method('deny', 'Refuse with an OAuth error code.', denyWithCode),
      method('rejectInvalidSubjectToken', 'Refuse because the subject token is invalid (counts toward attack protection).', [param('reason', 'string', 'Why.')]),
    ]),
    obj('authentication', 'Say which user the tokens are issued for (exactly one of these).', [
      method('setUserById', 'An existing user, by id.', [param('user_id', 'string', 'The user\'s id, e.g. "auth0|5f7c…".')]),
      method('setUserByConnection', 'A user of a connection, created when missing.', [
        param('connection_name', 'string', 'The connection\'s name.'),
        param('user_attributes', '{ user_id: string; email?: string; email_verified?: boolean; name?: string; [key: string]: unknown }', 'The user\'s attributes.'),
        param('options', '{ creationBehavior: "create_if_not_exists" | "none"; updateBehavior: "replace" | "none" }', 'Whether to create or update the user.'),
      ]),
    ]),
    claims('idToken', 'ID token'), claims('accessToken', 'access token'), cache,
  ],
};
