// POST /actions/actions/{id}/test: runs the action's draft code for real (sandbox/run.ts) with `payload` as the
// event, and answers 200 `{payload: {trigger, handler, commands, logs, error?, duration_ms}}` (src/emulator/README.md).
// An error of the code is part of the answer, not a failed request. `event.secrets` is what the payload gives
// (the emulator keeps no secret values), `{}` when it gives none.
import type { FastifyInstance } from 'fastify';
import { isActionTriggerId } from '../../kinds/actions/apiTriggers';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError } from '../errors';
import { runAction } from '../sandbox/run';
import { parseRequestBody } from '../validation';
import { findAction } from './actionsModel';
import { testActionBody } from './actionsSchemas';

export function registerActionTests(app: FastifyInstance, ctx: EmulatorContext): void {
  app.post<{ Params: { id: string } }>(`${API}/actions/actions/:id/test`, async (req) => {
    await requireScope(ctx, req, 'create:actions');
    const body = parseRequestBody(testActionBody, req);
    const action = findAction(ctx, req.params.id);
    const trigger = action.supported_triggers[0]?.id ?? '';
    if (!isActionTriggerId(trigger)) throw new ApiError(400, `The action's trigger ${trigger} cannot be tested.`, 'invalid_body');
    const event = { ...body.payload, secrets: body.payload.secrets ?? {} };
    return { payload: runAction(action.code, trigger, event) };
  });
}
