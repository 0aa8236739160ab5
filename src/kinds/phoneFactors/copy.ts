/**
 * Copying the MFA phone factors (pure, no `vscode`): one per tenant. The plan updates, each with its own PUT and
 * only where they differ, the target's Twilio sender (`from`, `messaging_service_sid`), selected provider, message
 * templates and enabled message types (SMS, voice), in that order, so the provider is switched only once its
 * settings are there. The Twilio auth token is write-only and never copied: the target keeps its own. Switching
 * the target to Twilio needs Twilio settings there; a target without them (or with another Twilio account) gets
 * them from Twilio Settings… on the target, where the auth token is typed — the plan says so and copies the rest.
 * The target's Twilio settings are read whatever its provider (compare reads them only for a Twilio provider).
 */
import type { ApiClient } from '../../api/client';
import { PHONE_MESSAGE_TYPES, setPhoneMessageTypes, type PhoneMessageType } from './api';
import { getTwilioSettings, PHONE_PROVIDERS, setPhoneProvider, setPhoneTemplates, setTwilioSettings, twilioConfigured, type PhoneProvider, type TwilioSettings } from './phoneApi';
import type { CallOptions } from '../../api/request';
import { phoneFactorsCompareKind } from './compare';
import { deepEqual, diffValues, isPlainObject } from '../diff';
import type { CopyFacet, CopyReads, NotCopied, Plan, PlanSide, PlanTarget, Raw } from '../facets/copy';
import { str } from '../copyPlan';
import { runSteps, type ApplyStep } from '../applySteps';

export const PHONE_SCOPE = 'update:guardian_factors';
const TWILIO_WHERE = 'use Twilio Settings… on the target (its auth token is typed there), then copy again';

async function readForCopy(client: ApiClient, options: CallOptions): Promise<Raw> {
  const value = await phoneFactorsCompareKind.read(client, '', options);
  return value.twilio ? value : { ...value, twilio: await getTwilioSettings(client, options) };
}

/** The phone factors as compare reads them, with the Twilio settings read whatever the provider. */
const phoneFactorsReads: CopyReads = {
  async *items(client, options) {
    yield await readForCopy(client, options);
  },
  read: (client, _id, options) => readForCopy(client, options),
};

const sorted = (v: unknown): string[] => (Array.isArray(v) ? [...new Set(v.map(str))].sort() : []);
const twilioOf = (v: unknown): TwilioSettings | undefined =>
  (isPlainObject(v) ? { from: (v.from as string | null) ?? null, messaging_service_sid: (v.messaging_service_sid as string | null) ?? null, sid: (v.sid as string | null) ?? null } : undefined);

/** The Twilio sender to copy when the source uses Twilio; what is not copied is pushed to `notCopied`. */
function twilioPart(s: Raw, t: Raw, notCopied: NotCopied[]): { body?: Raw; canSwitch: boolean } {
  const mine = twilioOf(s.twilio);
  const theirs = twilioOf(t.twilio);
  if (!theirs || !twilioConfigured(theirs)) {
    notCopied.push({ field: 'twilio', reason: `The target has no Twilio settings, and the auth token cannot be copied: ${TWILIO_WHERE} to switch it to Twilio.` });
    return { canSwitch: false };
  }
  notCopied.push({ field: 'twilio.auth_token', reason: 'Write-only: never copied; the target keeps its own (Twilio Settings… on the target changes it).' });
  if (!mine) {
    notCopied.push({ field: 'twilio', reason: 'The source does not show its Twilio sender (from, messaging service SID), so it is not copied: the target keeps its own.' });
    return { canSwitch: true };
  }
  if (mine.sid !== theirs.sid) {
    notCopied.push({ field: 'twilio.sid', reason: `The target uses another Twilio account, whose auth token is its own: to change the account, ${TWILIO_WHERE}.` });
    return { canSwitch: true };
  }
  const sender = { from: mine.from, messaging_service_sid: mine.messaging_service_sid };
  const same = sender.from === theirs.from && sender.messaging_service_sid === theirs.messaging_service_sid;
  return { ...(same ? {} : { body: sender }), canSwitch: true };
}

/** The target's values of the parts `body` changes, shaped as `body` holds them. */
function targetValues(t: Raw, body: Raw): Raw {
  const twilio = twilioOf(t.twilio);
  const of = (key: string): unknown => {
    if (key === 'twilio') return { from: twilio?.from ?? null, messaging_service_sid: twilio?.messaging_service_sid ?? null };
    return key === 'message_types' ? sorted(t.message_types) : t[key];
  };
  return Object.fromEntries(Object.keys(body).map((key) => [key, of(key)]));
}

export function planPhoneFactors(source: PlanSide, target: PlanTarget): Plan {
  const s = source.resource;
  const name = 'MFA phone factors';
  const t = target.resource ?? {};
  const notCopied: NotCopied[] = [];
  const body: Raw = {};
  // A tenant's reading always holds the provider and the message types; a workspace file without one of them
  // leaves the target's as they are.
  const provider = str(s.provider);
  if (s.provider === undefined) {
    // Not in the source: the target keeps its provider (and its Twilio settings).
  } else if (!PHONE_PROVIDERS.includes(provider as PhoneProvider)) {
    notCopied.push({ field: 'provider', reason: `The provider "${provider}" is not one this extension can set: use Set Phone Provider… on the target.` });
  } else if (provider === 'twilio') {
    const twilio = twilioPart(s, t, notCopied);
    if (twilio.body) body.twilio = twilio.body;
    if (twilio.canSwitch && str(t.provider) !== provider) body.provider = provider;
  } else if (str(t.provider) !== provider) body.provider = provider;
  if (isPlainObject(s.templates) && typeof s.templates.enrollment_message === 'string' && typeof s.templates.verification_message === 'string') {
    const templates = { enrollment_message: s.templates.enrollment_message, verification_message: s.templates.verification_message };
    if (!deepEqual(templates, t.templates)) body.templates = templates;
  }
  if (Array.isArray(s.message_types)) {
    const types = sorted(s.message_types);
    const known = types.filter((m): m is PhoneMessageType => (PHONE_MESSAGE_TYPES as readonly string[]).includes(m));
    if (known.length < types.length) notCopied.push({ field: 'message_types', reason: `Unknown message types are not copied (${types.filter((m) => !known.includes(m as PhoneMessageType)).join(', ')}).` });
    if (known.join() !== sorted(t.message_types).join()) body.message_types = known;
  }
  if (Object.keys(body).length === 0) return { name, action: { kind: 'none' }, notCopied };
  return { name, action: { kind: 'update', id: phoneFactorsCompareKind.idOf({}), body, changes: diffValues(targetValues(t, body), body) }, notCopied, scope: PHONE_SCOPE };
}

/** Each part of the body with its own PUT, in the plan's order; a failure part way says what was applied. */
export async function applyPhoneFactors(client: ApiClient, _id: string, body: Raw, options: CallOptions): Promise<Raw> {
  const steps: ApplyStep[] = [];
  if (isPlainObject(body.twilio)) steps.push({ what: 'the Twilio sender', run: () => setTwilioSettings(client, body.twilio as Raw, options) });
  if (typeof body.provider === 'string') steps.push({ what: `the provider ${body.provider}`, run: () => setPhoneProvider(client, body.provider as PhoneProvider, options) });
  if (isPlainObject(body.templates)) steps.push({ what: 'the message templates', run: () => setPhoneTemplates(client, body.templates as never, options) });
  if (Array.isArray(body.message_types)) steps.push({ what: 'the enabled message types', run: () => setPhoneMessageTypes(client, { message_types: body.message_types as PhoneMessageType[] }, options) });
  await runSteps(steps);
  return readForCopy(client, options);
}

/** Only updated (one per tenant), each part with its own PUT; read with the Twilio settings whatever the provider. */
export const phoneFactorsCopy: CopyFacet = {
  order: 6,
  plan: planPhoneFactors,
  update: applyPhoneFactors,
  reads: phoneFactorsReads,
};
