/*
 * Fault injection for tests. A spec is a list of rules separated by ';':
 *
 *   KIND[=VALUE]@PROBABILITY[xCOUNT][:[METHOD ]PATH-GLOB]      and optionally      seed=N
 *
 * KIND      an HTTP status 400-599: answer with that status and the Management API error body
 *           ({statusCode, error, message: "Injected fault", errorCode: "injected_fault"}); for 429 the body is the
 *           rate-limit one and VALUE (default 1) is the Retry-After in seconds, e.g. `429=3@1`.
 *           `reset`: destroy the socket without any response (the request is not processed).
 *           `drop`: process the request normally (a write is applied), then destroy the socket instead of
 *           sending the answer: the client never learns that it succeeded (a lost response).
 *           `delay=MS`: wait MS milliseconds, then continue normally (other rules still apply). The wait comes
 *           after the request was received, so a slow write still happens when the client gave up waiting.
 * PROBABILITY  0..1, the chance that a matching request triggers the rule.
 * xCOUNT    the rule triggers at most COUNT times, then it is spent: `503@1x2` fails the first two matching
 *           requests and lets the rest through ("fails then recovers").
 * METHOD    GET, POST, … or `*` (default `*`). PATH-GLOB is matched against the path without the query string;
 *           `*` matches any run of characters (including '/'), `?` one character. Default `*`.
 * seed=N    makes the random draws deterministic (one draw per matching rule per request, in rule order).
 *
 * Example: `503@0.3:GET /api/v2/connections*;reset@0.1;delay=1500@0.5;429@1x1:POST *;seed=42`.
 * Rules are evaluated in order: every triggered delay adds up; the first triggered status, reset or drop wins.
 * Faults never apply to /__emulator routes. An empty spec clears all faults.
 * An optional message replaces "Injected fault" in the body of an injected status other than 429 (e.g. the
 * service's own 400 naming a property, `... on property destination.configuration.webhook_endpoint`).
 */

export type FaultAction = { type: 'status'; status: number; retryAfter?: number } | { type: 'reset' } | { type: 'drop' };

export interface FaultDecision {
  delayMs: number;
  action?: FaultAction;
}

interface FaultRule {
  kind: 'status' | 'reset' | 'drop' | 'delay';
  /** The status code, or the delay in ms. */
  value: number;
  /** Retry-After seconds for an injected 429. */
  retryAfter: number;
  probability: number;
  remaining: number;
  method: string;
  path: RegExp;
}

const RULE = /^(\d{3}|reset|drop|delay)(?:=(\d+))?@([0-9]*\.?[0-9]+)(?:x(\d+))?(?::(.+))?$/;

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${escaped}$`);
}

function parseTarget(target: string | undefined): { method: string; path: RegExp } {
  const text = (target ?? '*').trim();
  const [first, ...rest] = text.split(/\s+/);
  if (rest.length) return { method: first!.toUpperCase(), path: globToRegExp(rest.join(' ')) };
  if (/^[A-Za-z]+$/.test(first!)) return { method: first!.toUpperCase(), path: /^.*$/ };
  return { method: '*', path: globToRegExp(first!) };
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class FaultPlan {
  private constructor(
    private readonly rules: FaultRule[],
    private readonly random: () => number,
    readonly spec: string,
    /** The body message of an injected status (not 429). */
    readonly message = 'Injected fault',
  ) {}

  /** Parses a spec; throws an Error naming the bad rule. */
  static parse(spec: string, message?: string): FaultPlan {
    const rules: FaultRule[] = [];
    let seed: number | undefined;
    for (const raw of spec.split(';').map((r) => r.trim()).filter(Boolean)) {
      const seedMatch = /^seed=(\d+)$/.exec(raw);
      if (seedMatch) {
        seed = Number(seedMatch[1]);
        continue;
      }
      const m = RULE.exec(raw);
      if (!m) throw new Error(`Invalid fault rule "${raw}": expected KIND[=VALUE]@PROBABILITY[xCOUNT][:[METHOD ]PATH-GLOB]`);
      const [, kind, value, prob, count, target] = m;
      const probability = Number(prob);
      if (probability < 0 || probability > 1) throw new Error(`Invalid fault rule "${raw}": probability must be between 0 and 1`);
      const isStatus = /^\d{3}$/.test(kind!);
      if (isStatus && (Number(kind) < 400 || Number(kind) > 599)) throw new Error(`Invalid fault rule "${raw}": status must be 400-599`);
      if (kind === 'delay' && value === undefined) throw new Error(`Invalid fault rule "${raw}": delay needs =MS`);
      rules.push({
        kind: isStatus ? 'status' : (kind as 'reset' | 'drop' | 'delay'),
        value: isStatus ? Number(kind) : Number(value ?? 0),
        retryAfter: isStatus ? Number(value ?? 1) : 0,
        probability,
        remaining: count === undefined ? Infinity : Number(count),
        ...parseTarget(target),
      });
    }
    return new FaultPlan(rules, seed === undefined ? Math.random : mulberry32(seed), spec, message);
  }

  static none(): FaultPlan {
    return FaultPlan.parse('');
  }

  decide(method: string, path: string): FaultDecision {
    const decision: FaultDecision = { delayMs: 0 };
    for (const rule of this.rules) {
      if (rule.remaining <= 0) continue;
      if (rule.method !== '*' && rule.method !== method) continue;
      if (!rule.path.test(path)) continue;
      if (this.random() >= rule.probability) continue;
      rule.remaining--;
      if (rule.kind === 'delay') {
        decision.delayMs += rule.value;
        continue;
      }
      decision.action = rule.kind === 'reset' || rule.kind === 'drop'
        ? { type: rule.kind }
        : { type: 'status', status: rule.value, retryAfter: rule.retryAfter };
      break;
    }
    return decision;
  }
}
