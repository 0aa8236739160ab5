/**
 * The client is exactly as strict as the service (issue #29): for every request body of the six kinds, bodies the
 * published contract accepts (generated from its request schema, seeded) pass the extension's own check — the
 * one the drafts' diagnostics, the resource editor and the save use — and a body that breaks one constraint of the
 * contract is refused, with a problem on the key the constraint is about.
 *
 * Where the contract leaves a value open and the newer SDK (auth0 7.x) or a documented rule is more precise, the
 * samples are refined (see `refine` of each operation): the SDK wins for event types; the write-only webhook
 * secrets are missing from the contract (it reuses the answer's schema for requests) and are added.
 */
import * as assert from 'node:assert/strict';
import type * as z from 'zod/mini';
import { createConnectionSchema, updateConnectionSchema } from '../../../src/kinds/connections/api';
import { createEventStreamSchema, EVENT_STREAM_EVENT_TYPES, updateEventStreamSchema, WEBHOOK_SECRET_FIELDS } from '../../../src/kinds/eventStreams/api';
import { phoneMessageTypesSchema } from '../../../src/kinds/phoneFactors/api';
import { phoneProviderSchema, phoneTemplatesSchema, twilioSettingsSchema } from '../../../src/kinds/phoneFactors/phoneApi';
import { createTokenExchangeProfileSchema, updateTokenExchangeProfileSchema } from '../../../src/kinds/tokenExchangeProfiles/api';
import { VAULT_APPS } from '../../../src/kinds/vaultConnections/apps';
import { newVaultConnectionIssues, updateVaultConnectionIssues } from '../../../src/kinds/vaultConnections/api';
import { createVerificationTemplateSchema, updateVerificationTemplateSchema } from '../../../src/kinds/verificationTemplates/api';
import { describeIssue, type Issue } from '../../../src/api/issues';
import { validate, type PathSegment } from '../../../src/diagnostics/validate';
import { contractAccepts, requestSchema, sampleBodies } from './contract';
import { violationsOf } from './violations';

type Json = Record<string, unknown>;
interface Found { path: PathSegment[]; message: string }

/** The diagnostics of the body as a document checked with `schema` (what the editors and the save use). */
const documentCheck = (schema: () => z.core.$ZodType) => (body: unknown): Found[] =>
  validate(JSON.stringify(body, null, 2), schema()).map((p) => ({ path: p.path, message: p.message }));

/** The issues of a check that throws InvalidInputError, each on its key, worded as the error words it. */
const issueCheck = (issues: (body: unknown, base: unknown) => Issue[]) => (body: unknown, base: unknown = body): Found[] =>
  issues(body, base).flatMap((i) => {
    const path = i.path.map((s) => (typeof s === 'number' ? s : String(s)));
    if (i.code === 'unrecognized_keys') return i.keys.map((key) => ({ path: [...path, key], message: describeIssue(i, body) }));
    return [{ path, message: describeIssue(i, body) }];
  });

/**
 * enabled_clients is in the contract (deprecated) but tenants now refuse it with 400 "Additional properties not
 * allowed: enabled_clients"; the extension enables applications with PATCH /connections/{id}/clients instead.
 */
function withoutEnabledClients(body: Json): Json {
  const { enabled_clients: _dropped, ...rest } = body;
  return Object.keys(rest).length > 0 ? rest : { show_as_button: false };
}

/** The SDK's event types win over the contract's plain string (it lists the types the service has added since). */
function sdkEventTypes(body: Json, seed = 0): Json {
  if (!Array.isArray(body.subscriptions)) return body;
  const subscriptions = body.subscriptions.map((s: Json, i: number) => ('event_type' in s ? { event_type: EVENT_STREAM_EVENT_TYPES[(seed + i * 7) % EVENT_STREAM_EVENT_TYPES.length] } : s));
  return { ...body, subscriptions };
}

/** The contract reuses the answer's schema for the webhook authorization: the write-only secret a create sends is added. */
function withWebhookSecret(body: Json): Json {
  const destination = body.destination as Json | undefined;
  const configuration = destination?.configuration as Json | undefined;
  const authorization = configuration?.webhook_authorization as { method?: keyof typeof WEBHOOK_SECRET_FIELDS } | undefined;
  if (destination?.type !== 'webhook' || !authorization?.method) return body;
  return { ...body, destination: { ...destination, configuration: { ...configuration, webhook_authorization: { ...authorization, [WEBHOOK_SECRET_FIELDS[authorization.method]]: 's3cret-value' } } } };
}

/** The app of a PATCH's setup (a PATCH names none: the connection has one): the first app whose create takes it. */
function appOf(body: unknown): string | undefined {
  const setup = (body as Json | undefined)?.setup;
  if (setup === undefined) return undefined;
  const create = requestSchema('POST', '/flows/vault/connections');
  return VAULT_APPS.find((app) => contractAccepts(create, { name: 'n', app_id: app.id, setup }))?.id;
}

interface Operation {
  method: string;
  path: string;
  /** The extension's check of `body`; `base` is the valid body a violation was made from. */
  check: (body: unknown, base?: unknown) => Found[];
  refine?: (body: Json, index: number) => Json;
  /** Violations the extension leaves to the tenant on purpose (path and constraint), with the reason. */
  exempt?: { path: string; constraint: string; why: string }[];
}

/** The gateway secret is write-only: never in a document or an exported file; a save puts back the tenant's. */
const GATEWAY_SECRET = { path: 'options.gateway_authentication.secret', constraint: 'required secret', why: 'a save restores the secret from the tenant' };

const OPERATIONS: Operation[] = [
  { method: 'POST', path: '/token-exchange-profiles', check: documentCheck(() => createTokenExchangeProfileSchema) },
  { method: 'PATCH', path: '/token-exchange-profiles/{id}', check: documentCheck(() => updateTokenExchangeProfileSchema) },
  { method: 'POST', path: '/connections', check: documentCheck(() => createConnectionSchema), refine: withoutEnabledClients, exempt: [GATEWAY_SECRET] },
  { method: 'PATCH', path: '/connections/{id}', check: documentCheck(() => updateConnectionSchema), refine: withoutEnabledClients, exempt: [GATEWAY_SECRET] },
  { method: 'POST', path: '/event-streams', check: documentCheck(() => createEventStreamSchema), refine: (b, i) => withWebhookSecret(sdkEventTypes(b, i)) },
  { method: 'PATCH', path: '/event-streams/{id}', check: documentCheck(() => updateEventStreamSchema), refine: (b, i) => sdkEventTypes(b, i) },
  { method: 'POST', path: '/flows/vault/connections', check: issueCheck(newVaultConnectionIssues) },
  { method: 'PATCH', path: '/flows/vault/connections/{id}', check: issueCheck((body, base) => updateVaultConnectionIssues(body, appOf(base))) },
  { method: 'PUT', path: '/guardian/factors/phone/message-types', check: documentCheck(() => phoneMessageTypesSchema) },
  { method: 'PUT', path: '/guardian/factors/phone/providers/twilio', check: documentCheck(() => twilioSettingsSchema) },
  { method: 'PUT', path: '/guardian/factors/phone/selected-provider', check: documentCheck(() => phoneProviderSchema) },
  { method: 'PUT', path: '/guardian/factors/phone/templates', check: documentCheck(() => phoneTemplatesSchema) },
  { method: 'POST', path: '/verifiable-credentials/verification/templates', check: documentCheck(() => createVerificationTemplateSchema) },
  { method: 'PATCH', path: '/verifiable-credentials/verification/templates/{id}', check: documentCheck(() => updateVerificationTemplateSchema) },
];

const SAMPLES = 40;
const SEED = 29;

describe('client conformance: exactly as strict as the published contract', function () {
  this.timeout(120_000);
  for (const op of OPERATIONS) {
    describe(`${op.method} ${op.path}`, () => {
      const schema = requestSchema(op.method, op.path);
      let bodies: Json[] = [];
      before(async () => {
        let i = 0;
        bodies = await sampleBodies(schema, SAMPLES, SEED, (b) => (op.refine ? op.refine(b, i++) : b));
        assert.ok(bodies.length >= SAMPLES / 2, `the sampler made only ${bodies.length} valid bodies`);
      });

      it('accepts every body the contract accepts', () => {
        const refused = bodies.map((body) => ({ body, found: op.check(body) })).filter((r) => r.found.length > 0);
        const why = unique(refused.flatMap((r) => r.found.map((f) => `${f.path.join('.')}: ${f.message}`)));
        assert.ok(why.length === 0, `${refused.length} of ${bodies.length} valid bodies refused, e.g. ${JSON.stringify(refused[0]?.body)}:\n${why.join('\n')}`);
      });

      it('refuses each single-constraint violation on the key it is about, with its own message', () => {
        const wrong: string[] = [];
        let count = 0;
        // Every constraint the samples reach, once each (array indexes folded): from all bodies, not a few.
        const seen = new Set<string>();
        for (const body of bodies) {
          for (const violation of violationsOf(schema, body)) {
            const id = `${violation.path.map((p) => (typeof p === 'number' ? '#' : p)).join('.')}|${violation.constraint}`;
            if (seen.has(id) || op.exempt?.some((e) => e.path === violation.path.join('.') && e.constraint === violation.constraint)) continue;
            seen.add(id);
            count++;
            assert.equal(contractAccepts(schema, violation.body), false);
            const found = op.check(violation.body, body);
            const onKey = found.find((f) => f.path.join('.') === violation.path.join('.'));
            if (!onKey || onKey.message === 'Invalid input') wrong.push(`${violation.path.join('.')} (${violation.constraint}): ${found.map((f) => `${f.path.join('.')}: ${f.message}`).join(' | ') || 'accepted'}`);
          }
        }
        assert.ok(count > 0, 'no constraint was exercised');
        assert.ok(wrong.length === 0, `${wrong.length} of ${count} violations not refused on their key:\n${unique(wrong).join('\n')}`);
      });
    });
  }
});

/** Distinct lines (array indexes folded), at most 25. */
const unique = (lines: string[]): string[] => [...new Set(lines.map((l) => l.replace(/\.\d+(?=[.:( ])/g, '.#')))].slice(0, 25);
