// Demo connections: several strategies and realms. Like a real tenant's, they leave out what was never set: some
// have no display name, few carry metadata, show_as_button only where it was set; no timestamps.
import type { Connection } from '../state/types';
import { databaseOptions } from './databaseOptions';
import { DEMO_CONNECTION_IDS as C } from './ids';

const APP = 'dEmOsPaClIeNt0000000000000000001';
const M2M = 'dEmOm2MaPpCl1eNt0000000000000002';

function conn(partial: Partial<Connection> & Pick<Connection, 'id' | 'name' | 'strategy'>): Connection {
  return {
    options: {},
    realms: [partial.name],
    enabled_clients: [APP],
    is_domain_connection: false,
    authentication: { active: true },
    connected_accounts: { active: false },
    ...partial,
  };
}

export function demoConnections(): Connection[] {
  return [
    conn({
      id: C.database, name: 'Username-Password-Authentication', strategy: 'auth0', display_name: 'Email and password',
      options: databaseOptions(), enabled_clients: [APP, M2M], metadata: { owner: 'identity-team', tier: 'gold' },
    }),
    conn({
      id: C.partnersDb, name: 'partners-db', strategy: 'auth0', display_name: 'Partner portal',
      options: { brute_force_protection: true, passwordPolicy: 'good', requires_username: false, disable_signup: true },
      realms: ['partners-db'],
    }),
    conn({
      id: C.google, name: 'google-oauth2', strategy: 'google-oauth2', display_name: 'Google',
      options: { client_id: 'demo-google-client.apps.googleusercontent.com', email: true, profile: true, scope: ['email', 'profile'] },
      show_as_button: true,
    }),
    conn({
      id: C.github, name: 'github', strategy: 'github',
      options: { client_id: 'Iv1.demo0github0id', follow: false, read_user: true, scope: ['read:user', 'user:email'] },
      show_as_button: true,
    }),
    conn({
      id: C.samlp, name: 'acme-saml', strategy: 'samlp', display_name: 'ACME Corp SSO',
      options: {
        signInEndpoint: 'https://idp.acme.example.com/saml/sso', signatureAlgorithm: 'rsa-sha256', digestAlgorithm: 'sha256',
        protocolBinding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST', domain_aliases: ['acme.example.com'],
        fieldsMap: { email: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress' },
      },
      realms: ['acme.example.com'], is_domain_connection: false, show_as_button: true, metadata: { customer: 'acme', contract: 'C-2291' },
    }),
    conn({
      id: C.waad, name: 'contoso-azure-ad', strategy: 'waad', display_name: 'Contoso (Microsoft Entra ID)',
      options: {
        client_id: '5f1a2b3c-0000-4000-8000-0000000000aa', tenant_domain: 'contoso.onmicrosoft.com', waad_protocol: 'openid-connect',
        domain_aliases: ['contoso.com'], use_wsfed: false, ext_groups: true, ext_profile: true, api_enable_users: true,
      },
      realms: ['contoso.com'], show_as_button: false,
    }),
    conn({
      id: C.oidc, name: 'okta-workforce', strategy: 'oidc', display_name: 'Workforce (OIDC)',
      options: {
        type: 'back_channel', client_id: '0oa1demo2oidc3client', issuer: 'https://workforce.okta.example.com',
        discovery_url: 'https://workforce.okta.example.com/.well-known/openid-configuration', scope: 'openid profile email',
      },
      is_domain_connection: true,
    }),
    conn({
      id: C.email, name: 'email', strategy: 'email',
      options: { name: 'email', from: 'no-reply@example.com', subject: 'Your sign-in code', totp: { time_step: 300, length: 6 }, disable_signup: false },
    }),
    conn({
      id: C.sms, name: 'sms', strategy: 'sms',
      options: { name: 'sms', from: '+15555550123', syntax: 'md_with_macros', template: 'Your code is @@password@@', totp: { time_step: 300, length: 6 } },
      authentication: { active: false },
    }),
    conn({
      id: C.apple, name: 'apple', strategy: 'apple', display_name: 'Sign in with Apple',
      options: { client_id: 'com.example.signin', team_id: 'DEMOTEAM01', kid: 'DEMOKEY001', email: true, name: true },
      show_as_button: true,
    }),
    conn({
      id: C.linkedin, name: 'linkedin', strategy: 'linkedin',
      options: { client_id: '86demo1inked1n', strategy_version: 2, email: true, profile: true },
    }),
  ];
}

const GENERATED_STRATEGIES = ['auth0', 'google-oauth2', 'samlp', 'oidc', 'waad', 'email', 'github'];

/** The n-th generated connection (benchmarks' large tenants): id con_bench + 11 digits, varied strategies. */
export function generatedConnection(n: number): Connection {
  const strategy = GENERATED_STRATEGIES[n % GENERATED_STRATEGIES.length]!;
  const name = `bench-${strategy}-${String(n).padStart(5, '0')}`;
  return conn({
    id: `con_bench${String(n).padStart(11, '0')}`, name, strategy, ...(n % 2 ? { display_name: `Benchmark ${strategy} ${n}` } : {}),
    options: strategy === 'auth0' ? { brute_force_protection: true, passwordPolicy: 'good' } : { client_id: `bench-client-${n}` },
  });
}
