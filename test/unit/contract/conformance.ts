// A client of the emulator that checks every answer against the contract: the status must be one the operation
// lists, a 2xx body must validate against the operation's response schema for that status, and an error body must
// have the service's error shape. It records which operations were answered with a checked 2xx.
import assert from 'node:assert/strict';
import type { client } from '../emulator/helpers';
import { describeErrors, operationOf, responseSchema } from './oracle';

export type Api = ReturnType<typeof client>;

export class CheckedApi {
  /** Operations (`METHOD /template`) answered with a 2xx whose body the contract accepts. */
  readonly succeeded = new Set<string>();

  constructor(private readonly api: Api) {}

  /**
   * Sends `body` as JSON (a string too). With `refusal`, a 400 is taken even where the operation lists none (e.g. POST
   * /event-streams/{id}/redeliver): a body the contract refuses has to be refused somehow.
   */
  async send(method: string, path: string, body?: unknown, opts: { refusal?: boolean } = {}) {
    const res = await this.api(method, path, body === undefined ? {} : { body: JSON.stringify(body) });
    const operation = operationOf(method, path.split('?')[0]!);
    assert.ok(operation, `${method} ${path} is not an operation of the contract`);
    const { listed, validate } = responseSchema(operation, res.status);
    assert.ok(listed || (opts.refusal && res.status === 400), `${operation} answered ${res.status}, which the contract does not list: ${res.text}`);
    if (res.status >= 400) {
      const b = res.body;
      assert.ok(b && b.statusCode === res.status && typeof b.error === 'string' && typeof b.message === 'string', `${operation}: error shape ${res.text}`);
      assert.deepEqual(Object.keys(b).filter((k) => !['statusCode', 'error', 'message', 'errorCode'].includes(k)), [], `${operation}: error keys ${res.text}`);
      return res;
    }
    // Where the contract describes no body for the status (e.g. PATCH /token-exchange-profiles/{id} 200), any goes.
    if (validate) {
      assert.ok(validate(res.body), `${operation} ${res.status}: the answer does not match the contract: ${describeErrors(validate)}\n${res.text.slice(0, 2000)}`);
    }
    this.succeeded.add(operation);
    return res;
  }
}
