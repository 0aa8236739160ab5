/**
 * What a DELETE did: `'deleted'` the resource, or found it `'gone'` already (deleted by someone else, or by an
 * earlier try). Both are success; the difference is only what the user is told.
 */
import { ApiError } from './httpErrors';

export type DeleteOutcome = 'deleted' | 'gone';

/**
 * For a service whose DELETE answers 204 whether or not the resource was there (event streams, token exchange
 * profiles, verification templates): `read` (its GET) says which, then the DELETE is sent either way, so the
 * service and not a possibly stale read decides. A 404 from either means gone; a read the token may not make
 * (403) says nothing, and the DELETE's answer stands.
 */
export async function deleteReadingFirst(read: () => Promise<unknown>, remove: () => Promise<unknown>): Promise<DeleteOutcome> {
  let there = true;
  try {
    await read();
  } catch (err) {
    if (!(err instanceof ApiError) || (err.status !== 404 && err.status !== 403)) throw err;
    there = err.status !== 404;
  }
  try {
    await remove();
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return 'gone';
    throw err;
  }
  return there ? 'deleted' : 'gone';
}
