// The actions routes' own rules, checked after the contract (validation.ts): a name, known trigger versions and
// runtimes, secret names, and a value for every secret that is new. Fields the contract allows but the emulator
// does not keep (a trigger's runtimes or binding policy in a request, modules) pass and are dropped.
import { z } from 'zod';
import { ACTION_TRIGGERS, isActionTriggerId } from '../../kinds/actions/apiTriggers';
import { ApiError } from '../errors';
import type { Action, ActionSecret, ActionTrigger } from '../state/types';
import { sha256Hex } from '../util';

export const ACTION_RUNTIMES = ['node12', 'node16', 'node18', 'node18-actions', 'node22'] as const;

const trigger = z.looseObject({ id: z.string(), version: z.string().optional() });
const dependency = z.looseObject({ name: z.string().min(1), version: z.string().min(1).optional(), registry_url: z.string().optional() });
const secret = z.looseObject({ name: z.string().min(1).max(256), value: z.string().optional() });
const writable = {
  code: z.string().optional(),
  dependencies: z.array(dependency).optional(),
  runtime: z.enum(ACTION_RUNTIMES).optional(),
  secrets: z.array(secret).optional(),
  modules: z.array(z.unknown()).optional(),
};

export const createActionBody = z.looseObject({
  name: z.string().min(1).max(256),
  supported_triggers: z.array(trigger).min(1),
  ...writable,
  deploy: z.boolean().optional(),
});

export const updateActionBody = z.looseObject({
  name: z.string().min(1).max(256).optional(),
  supported_triggers: z.array(trigger).min(1).optional(),
  ...writable,
});

export const updateBindingsBody = z.looseObject({
  bindings: z.array(z.looseObject({
    ref: z.looseObject({ type: z.enum(['binding_id', 'action_id', 'action_name']).optional(), value: z.string().optional() }),
    display_name: z.string().min(1).optional(),
    secrets: z.array(secret).optional(),
  })).optional(),
});

export const deployVersionBody = z.looseObject({ update_draft: z.boolean().optional() }).nullable();

export const testActionBody = z.looseObject({ payload: z.record(z.string(), z.unknown()) });

/** The triggers with their version: the current one when none is given; a version the trigger never had is a 400. */
export function checkTriggers(triggers: { id: string; version?: string | undefined }[]): ActionTrigger[] {
  return triggers.map((t) => {
    if (!isActionTriggerId(t.id)) throw new ApiError(400, `Unknown trigger: ${t.id}.`, 'invalid_body');
    const current = ACTION_TRIGGERS[t.id].version;
    const version = t.version ?? current;
    const n = /^v(\d+)$/.exec(version)?.[1];
    if (!n || Number(n) < 1 || Number(n) > Number(current.slice(1))) {
      throw new ApiError(400, `Trigger ${t.id} has no version ${version} (the current one is ${current}).`, 'invalid_body');
    }
    return { id: t.id, version };
  });
}

/**
 * The secrets after a write: the list sent replaces the old one; a secret sent with a value is set (its date moves),
 * one sent by name only keeps its value, and a new one without a value is a 400. Only a hash of a value is kept.
 */
export function nextSecrets(sent: { name: string; value?: string | undefined }[], old: readonly ActionSecret[], now: string): ActionSecret[] {
  const seen = new Set<string>();
  return sent.map((s) => {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(s.name)) throw new ApiError(400, `Invalid secret name: ${s.name}. Use letters, digits and underscores.`, 'invalid_body');
    if (seen.has(s.name)) throw new ApiError(400, `Duplicate secret name: ${s.name}.`, 'invalid_body');
    seen.add(s.name);
    const kept = old.find((o) => o.name === s.name);
    if (s.value === undefined) {
      if (!kept) throw new ApiError(400, `Secret ${s.name} needs a value.`, 'invalid_body');
      return { ...kept };
    }
    return { name: s.name, updated_at: now, value_sha256: sha256Hex(s.value) };
  });
}

/** 400 when another action already has this name (bindings and copies find actions by name). */
export function checkNameFree(actions: readonly Action[], name: string, except?: string): void {
  if (actions.some((a) => a.name === name && a.id !== except)) throw new ApiError(400, `An action with the name "${name}" already exists.`, 'invalid_body');
}
