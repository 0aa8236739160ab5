/**
 * What Twilio accepts as the sender and the account (pure, no `vscode`): a phone number in E.164 (`+`, a country
 * code not starting with 0, at most 15 digits), a messaging service SID (`MG` and 32 hex digits), an account SID
 * (`AC` and 32 hex digits).
 */
export const isE164 = (value: string): boolean => /^\+[1-9]\d{1,14}$/.test(value);
export const isMessagingServiceSid = (value: string): boolean => /^MG[0-9a-fA-F]{32}$/.test(value);
export const isAccountSid = (value: string): boolean => /^AC[0-9a-fA-F]{32}$/.test(value);
