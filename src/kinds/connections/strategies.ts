/**
 * What the service accepts as a new connection's `name` and `strategy` (the SDK's CreateConnectionRequestContent and
 * ConnectionIdentityProviderEnum, generated from the service's API description). Pure: no `vscode`.
 */

/** "Must start and end with an alphanumeric character and can only contain alphanumeric characters and '-'. Max length 128". */
export const CONNECTION_NAME_PATTERN = /^[a-zA-Z0-9](-[a-zA-Z0-9]|[a-zA-Z0-9])*$/;
export const CONNECTION_NAME_MAX_LENGTH = 128;

/** Every strategy a connection can be created with, in the order of the service's enum. */
export const CONNECTION_STRATEGIES = [
  'ad', 'adfs', 'amazon', 'apple', 'dropbox', 'bitbucket', 'auth0-oidc', 'auth0', 'baidu', 'bitly', 'box', 'custom', 'daccount',
  'dwolla', 'email', 'evernote-sandbox', 'evernote', 'exact', 'facebook', 'fitbit', 'github', 'google-apps', 'google-oauth2',
  'instagram', 'ip', 'line', 'linkedin', 'oauth1', 'oauth2', 'office365', 'oidc', 'okta', 'paypal', 'paypal-sandbox',
  'pingfederate', 'planningcenter', 'salesforce-community', 'salesforce-sandbox', 'salesforce', 'samlp', 'sharepoint', 'shopify',
  'shop', 'sms', 'soundcloud', 'thirtysevensignals', 'twitter', 'untappd', 'vkontakte', 'waad', 'weibo', 'windowslive',
  'wordpress', 'yahoo', 'yandex', 'notion-mcp', 'asana', 'atlassian', 'cloudflare-mcp', 'gitlab', 'hubspot-mcp', 'linear-mcp',
  'sentry-mcp', 'slack',
] as const;
export type ConnectionStrategy = (typeof CONNECTION_STRATEGIES)[number];

export const isConnectionStrategy = (value: unknown): value is ConnectionStrategy =>
  typeof value === 'string' && (CONNECTION_STRATEGIES as readonly string[]).includes(value);

