/**
 * The triggers an action can run on (the service's ActionTriggerTypeEnum), each with its current version and the
 * handler(s) its code exports (`exports.onExecutePostLogin = async (event, api) => …`). One table used by the
 * request schemas, the emulator (its triggers list and its test sandbox) and the editor's code templates.
 */

export const ACTION_TRIGGER_IDS = [
  'post-login', 'credentials-exchange', 'pre-user-registration', 'post-user-registration', 'post-change-password',
  'send-phone-message', 'custom-phone-provider', 'custom-email-provider', 'password-reset-post-challenge',
  'custom-token-exchange', 'event-stream', 'password-hash-migration', 'login-post-identifier', 'signup-post-identifier',
] as const;
export type ActionTriggerId = (typeof ACTION_TRIGGER_IDS)[number];

export interface ActionTriggerInfo {
  /** The current version of the trigger (what a new action is created with). */
  version: string;
  /** The exported handlers, the first one being what a test run calls (password-hash-migration's is our guess:
   * the service's documentation of that trigger was not found). */
  handlers: readonly string[];
  /** Readable name. */
  label: string;
}

export const ACTION_TRIGGERS: Readonly<Record<ActionTriggerId, ActionTriggerInfo>> = {
  'post-login': { version: 'v3', handlers: ['onExecutePostLogin', 'onContinuePostLogin'], label: 'Login / Post Login' },
  'credentials-exchange': { version: 'v2', handlers: ['onExecuteCredentialsExchange'], label: 'Machine to Machine' },
  'pre-user-registration': { version: 'v2', handlers: ['onExecutePreUserRegistration'], label: 'Pre User Registration' },
  'post-user-registration': { version: 'v2', handlers: ['onExecutePostUserRegistration'], label: 'Post User Registration' },
  'post-change-password': { version: 'v2', handlers: ['onExecutePostChangePassword'], label: 'Post Change Password' },
  'send-phone-message': { version: 'v2', handlers: ['onExecuteSendPhoneMessage'], label: 'Send Phone Message' },
  'custom-phone-provider': { version: 'v1', handlers: ['onExecuteCustomPhoneProvider'], label: 'Custom Phone Provider' },
  'custom-email-provider': { version: 'v1', handlers: ['onExecuteCustomEmailProvider'], label: 'Custom Email Provider' },
  'password-reset-post-challenge': { version: 'v1', handlers: ['onExecutePostChallenge', 'onContinuePostChallenge'], label: 'Password Reset / Post Challenge' },
  'custom-token-exchange': { version: 'v1', handlers: ['onExecuteCustomTokenExchange'], label: 'Custom Token Exchange' },
  'event-stream': { version: 'v1', handlers: ['onExecuteEventStream'], label: 'Event Stream' },
  'password-hash-migration': { version: 'v1', handlers: ['onExecutePasswordHashMigration'], label: 'Password Hash Migration' },
  'login-post-identifier': { version: 'v1', handlers: ['onExecutePostIdentifier'], label: 'Login / Post Identifier' },
  'signup-post-identifier': { version: 'v1', handlers: ['onExecutePostIdentifier'], label: 'Signup / Post Identifier' },
};

export function isActionTriggerId(value: string): value is ActionTriggerId {
  return (ACTION_TRIGGER_IDS as readonly string[]).includes(value);
}

/** The runtimes an action may use (the newest first; the service's default is node22). */
export const ACTION_RUNTIMES = ['node22', 'node18'] as const;
export const DEFAULT_ACTION_RUNTIME = 'node22';

/** The scope each actions verb needs (the service answers 403 insufficient_scope naming it). */
export const ACTION_SCOPES = {
  list: 'read:actions',
  get: 'read:actions',
  create: 'create:actions',
  update: 'update:actions',
  delete: 'delete:actions',
  deploy: 'create:actions',
  versions: 'read:actions',
  deployVersion: 'create:actions',
  test: 'create:actions',
  triggers: 'read:actions',
  bindings: 'read:actions',
  updateBindings: 'update:actions',
  execution: 'read:actions',
} as const;
