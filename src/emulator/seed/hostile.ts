// Hostile records for robustness tests (POST /__emulator/hostile): names with markup and command links,
// control and bidi characters, very long strings, unusual unicode, unexpected fields and unexpected value
// types where the Management API leaves types open (metadata, options, event payloads). With `wrongTypes`,
// some records also carry wrong types in documented fields (a number as a profile name, …).
import type { Connection, Delivery, EventStream, TenantState, TokenExchangeProfile, VaultConnection, VerificationTemplate } from '../state/types';

/** The hostile strings every kind of record gets as its name (one record per string). */
export const HOSTILE_STRINGS: readonly string[] = [
  '<img src=x onerror=alert(1)><script>alert("xss")</script>',
  '**bold** [click me](command:authTenants.removeTenant?%5B%22local-emulator%22%5D) <a href="command:workbench.action.quit">quit</a>',
  'ctrl\u0000\u0007\u001b[31mred\u001b[0m\r\nline2\u2028\u2029 \u202eevil\u202c \u2066iso\u2069',
  `very long ${'L'.repeat(5000)}`,
  'Unicode 🔐 Ünïcødé 名前 שלום مرحبا e\u0301 zero\u200bwidth\ufeff 𝒳',
  '$(alert) $(gear) ${env:HOME} `code` # heading ../../etc/passwd',
  '🔐 名前 ✓',
];

/** Field names that must never reach an object's prototype. */
const POLLUTION = JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}') as Record<string, unknown>;

const pad = (prefix: string, n: number, length: number) => `${prefix}${String(n).padStart(length - prefix.length, '0')}`;

/** Unexpected extra fields, with every JSON type. */
function extras(i: number): Record<string, unknown> {
  return { ...POLLUTION, unexpected_field: { nested: [i, 'x', null, true, { deep: [[[]]] }] }, a0tenant: '<b>tenant</b>', deleted_at: null };
}

export interface HostileOptions {
  /** Also add records with wrong types in documented fields (their lists fail to parse as a whole). */
  wrongTypes?: boolean;
}

/** Adds the hostile records to `state` (ids start with `…hostile`), returns how many were added per kind. */
export function addHostileRecords(state: TenantState, now: string, opts: HostileOptions = {}): Record<string, number> {
  const stamp = { created_at: now, updated_at: now };
  const profiles: TokenExchangeProfile[] = HOSTILE_STRINGS.map((name, i) => ({
    id: pad('tep_hostile', i + 1, 20), name, subject_token_type: `urn:hostile:${i}:${name.slice(0, 40)}`, action_id: name.slice(0, 36),
    type: 'custom_authentication', ...stamp, ...extras(i),
  }));
  const connections: Connection[] = HOSTILE_STRINGS.map((name, i) => ({
    id: i === HOSTILE_STRINGS.length - 1 ? 'con_hostile/../x?y#z%' : pad('con_hostile', i + 1, 20), name, display_name: name, strategy: i === 0 ? 'auth0' : `<b>${i}</b>`,
    options: { weird: [1, 'x', null, { [name.slice(0, 20)]: name }], brute_force_protection: 'yes' },
    realms: [name.slice(0, 300)], enabled_clients: [], is_domain_connection: false, show_as_button: true,
    metadata: { number: 1, object: { x: true }, empty: null, [`<k>${i}`]: name.slice(0, 255) } as unknown as Record<string, string>,
    ...stamp, ...extras(i),
  }));
  const streams: EventStream[] = HOSTILE_STRINGS.slice(0, 3).map((name, i) => ({
    id: pad('est_hostile', i + 1, 26), name, status: 'enabled', subscriptions: [{ event_type: name.slice(0, 100) }],
    destination: { type: 'webhook', configuration: { webhook_endpoint: 'javascript:alert(1)', extra: [1, { x: null }] } }, ...stamp, ...extras(i),
  }));
  const deliveries: Delivery[] = HOSTILE_STRINGS.map((name, i) => ({
    id: pad('evt_hostile', i + 1, 26), event_stream_id: streams[i % streams.length]!.id, status: 'failed', event_type: name,
    attempts: [{ status: 'failed', timestamp: 'not a date <b>', error_message: name }],
    event: { data: { object: { name, weird: [null, 1, { a: {} }] } }, ...extras(i) }, ...extras(i),
  }));
  const vault: VaultConnection[] = HOSTILE_STRINGS.map((name, i) => ({
    id: pad('ac_hostile', i + 1, 25), app_id: i === 0 ? 'ACTIVECAMPAIGN' : name.slice(0, 55), environment: 'production', name, account_name: name,
    ready: i % 2 === 0, ...stamp, fingerprint: name, ...extras(i),
  }));
  const templates: VerificationTemplate[] = HOSTILE_STRINGS.map((name, i) => ({
    id: pad('vct_hostile', i + 1, 20), name, type: name, dialect: name,
    presentation: { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': { family_name: true, [name.slice(0, 60)]: true, given_name: 'yes' as unknown as boolean } } },
    custom_certificate_authority: name, well_known_trusted_issuers: null, ...stamp, ...extras(i),
  }));
  if (opts.wrongTypes) {
    profiles.push({ id: 'tep_hostilewrongtype1', name: 42, subject_token_type: { uri: true }, ...stamp } as unknown as TokenExchangeProfile);
    templates.push({ id: 'vct_hostilewrongtype', name: ['not', 'a', 'string'], presentation: 'nope', ...stamp } as unknown as VerificationTemplate);
  }
  state.tokenExchangeProfiles.push(...profiles);
  state.connections.push(...connections);
  state.eventStreams.push(...streams);
  state.deliveries.push(...deliveries);
  state.vaultConnections.push(...vault);
  state.verificationTemplates.unshift(...templates); // first, so they are on the first page of a long list
  (state.phoneMessageTypes as string[]).push('carrier-pigeon', '<b>voice</b>');
  return {
    tokenExchangeProfiles: profiles.length, connections: connections.length, eventStreams: streams.length, deliveries: deliveries.length,
    vaultConnections: vault.length, verificationTemplates: templates.length, phoneMessageTypes: 2,
  };
}
