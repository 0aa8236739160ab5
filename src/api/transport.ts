/**
 * The `fetch` that ky uses for every attempt: waits for the limiter, applies the per-attempt timeout (the time
 * spent queued in the limiter does not count), turns low-level failures into NetworkError / TimeoutError,
 * feeds the rate-limit headers back to the limiter and reports one RequestEvent per attempt.
 */
import { isOnOrigin, pathAndQuery } from './domain';
import { NetworkError, TimeoutError } from './httpErrors';
import type { RequestLimiter } from './limiter';

/** The response header in which the service names each request. */
export const REQUEST_ID_HEADER = 'x-auth0-requestid';

export interface RequestEvent {
  method: string;
  /** Path and query below the origin; never contains a token. */
  path: string;
  status?: number;
  durationMs: number;
  error?: string;
  /** 0 for the first attempt, then 1, 2, … for retries. */
  retry: number;
  /** The service's id of the request (`X-Auth0-RequestId`), to quote to its support. */
  requestId?: string;
}

/**
 * Reports one attempt of `method path` to `onRequest` (when there is a listener), with its duration from now; a
 * listener that throws does not break the request. `response` adds the status and the service's request id.
 */
export function requestReporter(onRequest: ((e: RequestEvent) => void) | undefined, method: string, path: string, retry = 0) {
  const started = Date.now();
  return (e: Partial<RequestEvent>, response?: Response): void => {
    if (!onRequest) return;
    const requestId = response?.headers.get(REQUEST_ID_HEADER);
    try {
      onRequest({ method, path, durationMs: Date.now() - started, retry, ...(response ? { status: response.status } : {}), ...(requestId ? { requestId } : {}), ...e });
    } catch {
      // a listener must not break the request
    }
  };
}

export interface TransportOptions {
  origin: string;
  limiter: RequestLimiter;
  timeoutMs: number;
  baseFetch: typeof fetch;
  /** Retry number of an attempt, recorded by the beforeRequest hook. */
  attempts: WeakMap<Request, { retryCount: number }>;
  onRequest?: (e: RequestEvent) => void;
  /** Sees every response to a ky Request once the limiter is released; may throw to have ky retry the call (hooks.ts). */
  onResponse?: (request: Request, response: Response) => Promise<void>;
}

/** What ends an attempt whose response came back: its timer and its link to the caller's signal. */
const attemptsReading = new WeakMap<Response, () => void>();

/**
 * To be called once a response's body has been read (or abandoned): ends its attempt. Until then the attempt's
 * timer keeps running (so a body that stalls is abandoned at the timeout); left running after the body was
 * read, it would keep the request's objects alive for the whole timeout, which made garbage collection the
 * largest cost of paging through thousands of items.
 */
export function bodyDone(response: Response): void {
  const end = attemptsReading.get(response);
  if (!end) return;
  attemptsReading.delete(response);
  end();
}

/** Reads a response's body as text, then ends its attempt (bodyDone), whether the read succeeded or not. */
export async function readBody(response: Response): Promise<string> {
  try {
    return await response.text();
  } finally {
    bodyDone(response);
  }
}

export function createTransport(opts: TransportOptions): typeof fetch {
  const { origin, limiter, timeoutMs, baseFetch, attempts, onRequest, onResponse } = opts;

  return async function transport(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    // ky passes the Request of each attempt (and no init).
    const request = input instanceof Request ? input : new Request(input, init);
    const { url, method, signal } = request;
    const path = pathAndQuery(url);
    const ownOrigin = isOnOrigin(url, origin);
    const retry = attempts.get(request)?.retryCount ?? 0;
    const event = requestReporter(onRequest, method, path, retry);

    try {
      await limiter.acquire(signal);
    } catch (err) {
      event({ error: 'cancelled while queued' });
      throw err;
    }

    // One controller per attempt, aborted by the caller's signal or by the timeout. The caller's abort keeps
    // reaching it while the body is read.
    const attempt = new AbortController();
    let timedOut = false;
    const onCallerAbort = (): void => attempt.abort(signal?.reason);
    if (signal.aborted) attempt.abort(signal.reason);
    else signal.addEventListener('abort', onCallerAbort, { once: true });
    // The timer covers the whole attempt, the body included: it is not cleared when the headers arrive, so a
    // body that stalls is abandoned too (reading it then rejects with this TimeoutError). It ends with
    // bodyDone(); unref() keeps it from holding a process open.
    const timer = setTimeout(() => {
      timedOut = true;
      attempt.abort(new TimeoutError({ origin, method, path, timeoutMs }));
    }, timeoutMs);
    timer.unref?.();
    const end = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onCallerAbort);
    };
    let response: Response | undefined;
    try {
      response = await baseFetch(request, { signal: attempt.signal });
      event({}, response);
    } catch (err) {
      end();
      if (signal.aborted) {
        event({ error: 'cancelled' });
        throw signal.reason ?? err;
      }
      const mapped = timedOut
        ? new TimeoutError({ origin, method, path, timeoutMs })
        : NetworkError.from(err, { origin: ownOrigin ? origin : new URL(url).origin, method, path });
      event({ error: mapped.message });
      throw mapped;
    } finally {
      // Only the tenant's own headers describe its bucket.
      limiter.release(ownOrigin ? response?.headers : undefined, response?.status);
    }
    attemptsReading.set(response, end);
    if (onResponse) await onResponse(request, response);
    return response;
  };
}
