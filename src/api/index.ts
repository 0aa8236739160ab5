/**
 * The Management API transport: one import for everything in src/api (client, limiter, retries, errors, paging,
 * envelopes). It names no kind: each kind's calls are in its folder (src/kinds/<kind>/api.ts). No `vscode` import.
 *
 * Dependency direction: src/auth → src/api, never the reverse. src/api imports nothing from src/auth: it declares
 * what it needs from a credential (tokenProvider.ts) and owns what both use (abort helpers, domain
 * normalisation, error classes); src/auth implements the TokenProvider. test/unit/api/layering.test.ts checks it.
 */
export * from './domain';
export * from './errors';
export type * from './tokenProvider';
export * from './client';
export * from './paging';
export * from './issues';
export * from './rateLimit';
export type { CallOptions } from './request';
