/** The `options` a new connection's draft starts from, per strategy (pure: no `vscode`, no parser). */
import type { ConnectionStrategy } from './strategies';

/**
 * A new database connection: the settings the service's dashboard starts from (password policy "good" with its
 * minimum length 8, brute-force protection on, sign-ups allowed, email as identifier, no custom database).
 */
export function databaseOptions(): Record<string, unknown> {
  return {
    passwordPolicy: 'good',
    password_complexity_options: { min_length: 8 },
    password_history: { enable: false, size: 5 },
    password_no_personal_info: { enable: false },
    password_dictionary: { enable: false, dictionary: [] },
    brute_force_protection: true,
    requires_username: false,
    disable_signup: false,
    import_mode: false,
    enabledDatabaseCustomization: false,
    authentication_methods: { password: { enabled: true }, passkey: { enabled: false } },
  };
}

const SOCIAL_PROFILE = { email: true, profile: true };

/** `options` for a new connection of `strategy`: the database settings, a minimal object where one is known, else empty. */
export function draftOptions(strategy: ConnectionStrategy): Record<string, unknown> {
  switch (strategy) {
    case 'auth0':
      return databaseOptions();
    case 'email':
      return { brute_force_protection: true, disable_signup: false, totp: { time_step: 180, length: 6 } };
    case 'sms':
      return { brute_force_protection: true, disable_signup: false, totp: { time_step: 300, length: 6 } };
    case 'google-oauth2':
      return { client_id: '', ...SOCIAL_PROFILE, scope: ['email', 'profile'] };
    case 'github':
      return { client_id: '', ...SOCIAL_PROFILE };
    case 'samlp':
      return { signInEndpoint: '', signingCert: '', signatureAlgorithm: 'rsa-sha256', digestAlgorithm: 'sha256' };
    case 'oidc':
      return { type: 'front_channel', discovery_url: '', client_id: '', scope: 'openid profile email' };
    case 'waad':
      return { domain: '', tenant_domain: '', client_id: '', waad_protocol: 'openid-connect', use_wsfed: false };
    case 'okta':
      return { domain: '', client_id: '', scope: 'openid profile email' };
    default:
      return {};
  }
}
