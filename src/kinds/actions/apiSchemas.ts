/**
 * Actions: the answers' shapes (tolerant: extra fields pass) and the request schemas that stop bad input before
 * anything is sent. Secrets are write-only: a request carries `{name, value}`, an answer only `{name, updated_at}`.
 * The test run's result (`POST /actions/actions/{id}/test` → `{payload}`) is read by `testResultSchema`: the
 * emulator puts the commands the code gave `api`, its console output and its error (message and line) there.
 */
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';
import { ACTION_TRIGGER_IDS } from './apiTriggers';

export const ACTION_STATUSES = ['pending', 'building', 'packaged', 'built', 'retrying', 'failed'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

export const {
  actionSchema, actionVersionSchema, triggerSchema, bindingSchema, executionSchema, testResultSchema, testResponseSchema,
  createActionSchema, updateActionSchema, updateBindingsSchema, testActionSchema, bindingsAnswerSchema, actionIdSchema,
} = lazySchemas(() => {
  const triggerRef = z.looseObject({ id: z.string(), version: z.optional(z.string()) });
  const dependency = z.looseObject({ name: z.string(), version: z.optional(z.string()), registry_url: z.optional(z.string()) });
  const secretAnswer = z.looseObject({ name: z.string(), updated_at: z.optional(z.string()) });
  const errorItem = z.looseObject({ id: z.optional(z.string()), msg: z.optional(z.string()), url: z.optional(z.string()) });
  const actionBase = {
    id: z.string(),
    name: z.optional(z.string()),
    supported_triggers: z.optional(z.array(triggerRef)),
    all_changes_deployed: z.optional(z.boolean()),
    created_at: z.optional(z.string()),
    updated_at: z.optional(z.string()),
  };
  const actionVersionSchema = z.looseObject({
    id: z.string(),
    action_id: z.optional(z.string()),
    code: z.optional(z.string()),
    dependencies: z.optional(z.array(dependency)),
    deployed: z.optional(z.boolean()),
    runtime: z.optional(z.string()),
    secrets: z.optional(z.array(secretAnswer)),
    status: z.optional(z.string()),
    number: z.optional(z.number()),
    errors: z.optional(z.array(errorItem)),
    action: z.optional(z.looseObject(actionBase)),
    built_at: z.optional(z.string()),
    created_at: z.optional(z.string()),
    updated_at: z.optional(z.string()),
    supported_triggers: z.optional(z.array(triggerRef)),
  });
  const actionSchema = z.looseObject({
    ...actionBase,
    code: z.optional(z.string()),
    dependencies: z.optional(z.array(dependency)),
    runtime: z.optional(z.string()),
    secrets: z.optional(z.array(secretAnswer)),
    status: z.optional(z.string()),
    // Read tolerantly (older answers, the token exchange profile draft): any object.
    deployed_version: z.optional(z.nullable(z.looseObject({ id: z.optional(z.string()), number: z.optional(z.number()), status: z.optional(z.string()) }))),
    installed_integration_id: z.optional(z.string()),
    integration: z.optional(z.record(z.string(), z.unknown())),
    built_at: z.optional(z.string()),
  });
  const triggerSchema = z.looseObject({
    id: z.string(),
    version: z.optional(z.string()),
    status: z.optional(z.string()),
    runtimes: z.optional(z.array(z.string())),
    default_runtime: z.optional(z.string()),
    compatible_triggers: z.optional(z.array(z.looseObject({ id: z.string(), version: z.string() }))),
    binding_policy: z.optional(z.string()),
  });
  const bindingSchema = z.looseObject({
    id: z.string(),
    trigger_id: z.optional(z.string()),
    display_name: z.optional(z.string()),
    action: z.optional(actionSchema),
    created_at: z.optional(z.string()),
    updated_at: z.optional(z.string()),
  });
  const bindingsAnswerSchema = z.looseObject({ bindings: z.optional(z.array(bindingSchema)) });
  const executionSchema = z.looseObject({
    id: z.string(),
    trigger_id: z.optional(z.string()),
    status: z.optional(z.string()),
    results: z.optional(z.array(z.looseObject({
      action_name: z.optional(z.string()), error: z.optional(errorItem), started_at: z.optional(z.string()), ended_at: z.optional(z.string()),
    }))),
    created_at: z.optional(z.string()),
    updated_at: z.optional(z.string()),
  });
  const testResultSchema = z.looseObject({
    commands: z.optional(z.array(z.looseObject({ name: z.string(), args: z.optional(z.array(z.unknown())) }))),
    logs: z.optional(z.array(z.looseObject({ level: z.string(), message: z.string() }))),
    error: z.optional(z.looseObject({ name: z.optional(z.string()), message: z.string(), line: z.optional(z.number()), column: z.optional(z.number()) })),
    duration_ms: z.optional(z.number()),
  });
  const testResponseSchema = z.looseObject({ payload: z.optional(z.record(z.string(), z.unknown())) });

  // Requests.
  const actionIdSchema = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, { message: 'must be an action id (letters, digits, "-" and "_")' }));
  const triggerRequest = z.strictObject({ id: z.enum(ACTION_TRIGGER_IDS), version: z.optional(z.string().check(z.regex(/^v\d+$/, { message: 'must be a trigger version like "v3"' }))) });
  const dependencyRequest = z.strictObject({
    name: z.string().check(z.minLength(1), z.maxLength(214), z.regex(/^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/, { message: 'must be an npm package name' })),
    version: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
    registry_url: z.optional(z.string()),
  });
  const secretRequest = z.strictObject({
    name: z.string().check(z.minLength(1), z.maxLength(256), z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { message: 'must be a secret name (letters, digits and "_", not starting with a digit)' })),
    value: z.optional(z.string()),
  });
  const writable = {
    code: z.optional(z.string().check(z.maxLength(100_000))),
    dependencies: z.optional(z.array(dependencyRequest)),
    runtime: z.optional(z.string().check(z.regex(/^node\d+$/, { message: 'must be a runtime like "node22"' }))),
    secrets: z.optional(z.array(secretRequest)),
  };
  const nameSchema = z.string().check(z.minLength(1), z.maxLength(128));
  const createActionSchema = z.strictObject({
    name: nameSchema,
    supported_triggers: z.array(triggerRequest).check(z.minLength(1)),
    ...writable,
    deploy: z.optional(z.boolean()),
  });
  const updateActionSchema = z.strictObject({
    name: z.optional(nameSchema),
    supported_triggers: z.optional(z.array(triggerRequest).check(z.minLength(1))),
    ...writable,
  });
  const bindingRef = z.strictObject({ type: z.enum(['binding_id', 'action_id', 'action_name']), value: z.string().check(z.minLength(1)) });
  const updateBindingsSchema = z.strictObject({
    bindings: z.array(z.strictObject({ ref: bindingRef, display_name: z.optional(z.string().check(z.minLength(1))), secrets: z.optional(z.array(secretRequest)) })),
  });
  const testActionSchema = z.strictObject({ payload: z.record(z.string(), z.unknown()) });
  return {
    actionSchema, actionVersionSchema, triggerSchema, bindingSchema, executionSchema, testResultSchema, testResponseSchema,
    createActionSchema, updateActionSchema, updateBindingsSchema, testActionSchema, bindingsAnswerSchema, actionIdSchema,
  };
});

export type Action = z.infer<typeof actionSchema>;
export type ActionVersion = z.infer<typeof actionVersionSchema>;
export type ActionTriggerInfoAnswer = z.infer<typeof triggerSchema>;
export type ActionBinding = z.infer<typeof bindingSchema>;
export type ActionExecution = z.infer<typeof executionSchema>;
/** What a test run reports (the emulator's shape inside `payload`; see src/emulator/README.md). */
export type ActionTestResult = z.infer<typeof testResultSchema>;
export type CreateAction = z.input<typeof createActionSchema>;
export type UpdateAction = z.input<typeof updateActionSchema>;
export type UpdateBindings = z.input<typeof updateBindingsSchema>;
export type BindingRequest = UpdateBindings['bindings'][number];
