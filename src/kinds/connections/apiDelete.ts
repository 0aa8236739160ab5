/**
 * DELETE /connections/{id} (scope delete:connections). The service answers 202 "being deleted" (`{deleted_at}`)
 * when the connection existed and 204 "no longer exists" when it did not: a second delete is 204, reported as
 * `'gone'`, not as a failure (a 404, which the service does not send, would mean the same). The connection's
 * users are deleted with it by the service.
 */
import type { ApiClient } from '../../api/client';
import type { DeleteOutcome } from '../../api/deleteOutcome';
import { ApiError } from '../../api/httpErrors';
import { send, seg, type CallOptions } from '../../api/request';

export async function deleteConnection(client: ApiClient, id: string, options: CallOptions = {}): Promise<DeleteOutcome> {
  try {
    const sent = await send(client, 'DELETE', `connections/${seg(id)}`, options);
    return sent.status === 204 ? 'gone' : 'deleted';
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return 'gone';
    throw err;
  }
}
