/** Which declarations each trigger has (pure data; see index.ts). */
import { cache, secrets } from './common';
import { postLogin } from './login';
import { credentialsExchange, customTokenExchange, postChangePassword, postUserRegistration, preUserRegistration, sendPhoneMessage } from './machine';
import type { TriggerDeclarations } from './types';

const DECLARATIONS: Readonly<Record<string, TriggerDeclarations>> = {
  'post-login': postLogin,
  'credentials-exchange': credentialsExchange,
  'pre-user-registration': preUserRegistration,
  'post-user-registration': postUserRegistration,
  'post-change-password': postChangePassword,
  'send-phone-message': sendPhoneMessage,
  'custom-token-exchange': customTokenExchange,
};

const FALLBACK: TriggerDeclarations = { event: [secrets], api: [cache] };

/** The triggers with declarations of their own. */
export const DECLARED_TRIGGERS = Object.keys(DECLARATIONS);

export const declarationsOf = (trigger: string): TriggerDeclarations => DECLARATIONS[trigger] ?? FALLBACK;

