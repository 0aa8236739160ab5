import * as vscode from 'vscode';
import { NetworkError, TimeoutError, toUserMessage } from '../api/errors';
import type { Services } from '../services';
import { UserCancelledError } from '../util/errors';

export interface CreateOnceOptions<T> {
  /** What is created, for messages: `the token exchange profile "Partner token"`. */
  what: string;
  tenantLabel: string;
  /** Sends the create once (POST: never retried automatically, see api/retryPolicy.ts). */
  send(): Promise<T>;
  /** Looks for the resource the create would have made; undefined when it does not exist. */
  find(): Promise<T | undefined>;
}

export interface CreateOnceResult<T> {
  created: T;
  /** The answer was lost but the resource was found on the tenant afterwards. */
  recovered: boolean;
}

const lostAnswer = (err: unknown) => err instanceof NetworkError || err instanceof TimeoutError;

/**
 * Sends a create that must never be duplicated. When its answer is lost (the connection dropped or the tenant
 * did not answer in time) the tenant may have created the resource anyway, so it is looked up first: found →
 * returned as created; not found → the user is offered Retry (looked up again right before sending again).
 * A lost answer ends in exactly one message; declining ends quietly (UserCancelledError).
 */
export async function createOnce<T>(services: Services, opts: CreateOnceOptions<T>): Promise<CreateOnceResult<T>> {
  const prompts = services.prompts.current;
  const retry = vscode.l10n.t('Retry');
  let checkFirst = false;
  for (;;) {
    if (checkFirst) {
      const found = await opts.find();
      if (found !== undefined) return { created: found, recovered: true };
    }
    let failure: unknown;
    try {
      return { created: await opts.send(), recovered: false };
    } catch (err) {
      if (!lostAnswer(err)) throw err;
      failure = err;
    }
    const reason = toUserMessage(failure);
    services.log.warn(`Create of ${opts.what} on ${opts.tenantLabel}: the answer was lost (${reason}); checking whether it exists`);
    let found: T | undefined;
    try {
      found = await opts.find();
    } catch (checkErr) {
      void prompts.error(vscode.l10n.t(
        'Creating {0} on {1} failed: {2} Whether the tenant created it could not be checked ({3}). Refresh the list before you try again.',
        opts.what, opts.tenantLabel, reason, toUserMessage(checkErr),
      ));
      throw new UserCancelledError();
    }
    if (found !== undefined) return { created: found, recovered: true };
    const choice = await prompts.error(
      vscode.l10n.t('Creating {0} on {1} failed: {2} The tenant did not create it (checked).', opts.what, opts.tenantLabel, reason),
      retry,
    );
    if (choice !== retry) throw new UserCancelledError();
    checkFirst = true; // the first request may still have been processed in the meantime
  }
}
