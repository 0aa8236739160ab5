// Phone MFA factor message types: GET and PUT (seed §4.6). PUT replaces the list and echoes it. The provider,
// Twilio settings and message templates are in guardianPhone.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { isPlainObject } from '../util';
import { parseBody } from '../validation';
import { registerGuardianPhone } from './guardianPhone';

const PATH = `${API}/guardian/factors/phone/message-types`;

const bodySchema = z.strictObject({ message_types: z.array(z.enum(['sms', 'voice'])) });

/** A form body repeats `message_types=sms&message_types=voice`; a single value arrives as a string. */
function normalise(body: unknown, isForm: boolean): unknown {
  if (isForm && isPlainObject(body) && typeof body.message_types === 'string') return { ...body, message_types: [body.message_types] };
  return body;
}

export function registerGuardian(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get(PATH, async (req) => {
    await requireScope(ctx, req, 'read:guardian_factors');
    return { message_types: ctx.store.state.phoneMessageTypes };
  });

  app.put(PATH, async (req) => {
    await requireScope(ctx, req, 'update:guardian_factors');
    const isForm = String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const body = parseBody(bodySchema, normalise(req.body, isForm));
    ctx.store.state.phoneMessageTypes = body.message_types;
    ctx.store.changed();
    return { message_types: body.message_types };
  });

  registerGuardianPhone(app, ctx);
}
