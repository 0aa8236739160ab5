// Copy to Tenant… over every kind with a copy facet (the registry's, so a new kind is covered once it is there):
// from a `--seed demo` emulator (the source) to a `--seed demo-production` one, then to a `--seed empty` one, a
// resource the target lacks is created (a kind that creates) and one that differs is updated — each planned,
// applied with its secrets typed, and planned again: nothing is left to do. The seeds must hold, for each kind, a
// resource a target lacks or has otherwise: add one to the demo seed. (The demo seed's verification templates
// name issuers the service's create refuses, so theirs are refused unsent and only their update is applied.)
import assert from 'node:assert/strict';
import { listAll } from '../../../src/compare/kinds';
import { KINDS, kindOf } from '../../../src/kinds';
import { InvalidInputError } from '../../../src/api/errors';
import type { Plan, PlanAction } from '../../../src/promote/plan';
import { promoteKind, promoteKinds, type PromoteKind } from '../../../src/promote/kinds';
import { applyPlan, planCopy } from '../../../src/promote/promote';
import { startHarness, type Harness } from '../api/emulatorHarness';
import { side } from './twoTenants';

/** Every scope a kind or its editor names: the target's token may write everything a copy sends. */
const SCOPES: ReadonlySet<string> = new Set(KINDS.flatMap((k) => [
  ...Object.values(k.scopes),
  ...(k.editors ?? []).flatMap((e) => [e.scopes.get, e.scopes.update, ...Object.values(e.fieldScopes).flatMap((s) => [s.read, s.update])]),
]).filter((s): s is string => s !== undefined));

/** What the user types for each secret a create asks for: an https URL, which every secret the seeds' copies need accepts. */
const TYPED = 'https://typed.example.com';

/** Creates tried on a target before giving up on it. */
const TRIES = 3;

interface Tenants {
  staging: Harness;
  production: Harness;
  empty: Harness;
}

/** Applies the plan (its secrets typed), then plans again: nothing is left to do. */
async function applyAndPlanAgain(kind: PromoteKind, id: string, source: Harness, target: Harness, plan: Plan): Promise<void> {
  const secrets = plan.action.kind === 'create' ? (plan.action.secrets ?? []).map(() => TYPED) : [];
  const answer = await applyPlan(kind, target.client(), plan, {}, secrets);
  assert.ok(answer, `${plan.name}: the target answers the ${plan.action.kind}`);
  const again = await planCopy(kind, id, side(source), side(target), SCOPES);
  assert.equal(again.plan.action.kind, 'none', `${plan.name} copied by a ${plan.action.kind}: planning again finds nothing to do (${JSON.stringify(again.plan.action)})`);
}

/**
 * The plans of the source's resources on `target` whose action is one of `wanted`, in the source's order: for a
 * create, of those whose natural key the target lacks; for an update, of those it has.
 */
async function* candidates(kind: PromoteKind, source: Harness, target: Harness, wanted: readonly PlanAction['kind'][]): AsyncGenerator<{ id: string; plan: Plan }> {
  const keys = new Set((await listAll(kind.compare, target.client())).map((r) => kind.compare.key(r)));
  const creating = wanted.includes('create');
  for (const item of await listAll(kind.compare, source.client())) {
    if (keys.has(kind.compare.key(item)) === creating) continue;
    const id = kind.compare.idOf(item);
    const { plan } = await planCopy(kind, id, side(source), side(target), SCOPES);
    if (wanted.includes(plan.action.kind)) yield { id, plan };
  }
}

const noneIn = (kind: PromoteKind, what: string): string =>
  `No ${kindOf(kind.compare.id).words.singular} of the demo seed plans ${what} on a target: add one to the seed.`;

describe('promote: every kind with a copy facet, between emulators', function () {
  this.timeout(60_000);
  const t = {} as Tenants;
  before(async () => {
    [t.staging, t.production, t.empty] = await Promise.all([
      startHarness({ seed: 'demo' }), startHarness({ seed: 'demo-production' }), startHarness({ seed: 'empty' }),
    ]);
  });
  after(async () => {
    await Promise.all([t.staging?.emu.close(), t.production?.emu.close(), t.empty?.emu.close()]);
  });

  it('the copied kinds are the registry\'s kinds with a copy facet, each once, in the order of their pick', async () => {
    const promoted = await promoteKinds();
    assert.deepEqual(promoted.map((k) => k.compare.id).sort(), KINDS.filter((k) => k.copy).map((k) => k.id).sort());
    const orders = promoted.map((k) => k.copy.order);
    assert.deepEqual(orders, [...new Set(orders)].sort((a, b) => a - b), 'each kind its own place');
    assert.ok(promoted.length > 0);
  });

  /**
   * A create of one the target lacks (when the kind creates): true once applied. A create our own check of the
   * service's contract refuses is never sent, so the target is unchanged; the next one is tried (a few per target).
   */
  async function create(kind: PromoteKind): Promise<boolean> {
    let planned = false;
    for (const target of [t.production, t.empty]) {
      let tries = 0;
      for await (const { id, plan } of candidates(kind, t.staging, target, ['create'])) {
        if (tries++ === TRIES) break;
        planned = true;
        try {
          await applyAndPlanAgain(kind, id, t.staging, target, plan);
          return true;
        } catch (err) {
          if (!(err instanceof InvalidInputError)) throw err;
          const again = await planCopy(kind, id, side(t.staging), side(target), SCOPES);
          assert.deepEqual(again.plan, plan, `${plan.name}: refused before sending (${err.message}), so the target is unchanged`);
        }
      }
    }
    assert.ok(planned, noneIn(kind, 'a create'));
    return false;
  }

  /** An update of the first one that differs on a target: true once applied (false: the seeds have none). */
  async function update(kind: PromoteKind): Promise<boolean> {
    for (const target of [t.production, t.empty]) {
      for await (const { id, plan } of candidates(kind, t.staging, target, ['update'])) {
        await applyAndPlanAgain(kind, id, t.staging, target, plan);
        return true;
      }
    }
    return false;
  }

  // The copy facets load on first use: the tests are made from the registry, each loads its kind's.
  for (const { id, words: { plural } } of KINDS.filter((k) => k.copy)) {
    it(`${plural}: created where a target lacks one, updated where one differs; planning again finds nothing to do`, async () => {
      const kind = await promoteKind(id);
      const created = kind.create ? await create(kind) : false;
      const updated = await update(kind);
      assert.ok(created || updated, noneIn(kind, 'a create or an update that can be applied'));
    });
  }
});
