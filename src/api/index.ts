/** The typed Management API client: one import for everything in src/api. No `vscode` import. */
export * from './domain';
export * from './errors';
export * from './client';
export * from './paging';
export * from './issues';
export * from './rateLimit';
export type { CallOptions } from './request';
export * from './tokenExchangeProfiles';
export * from './connections';
export * from './vaultConnections';
export * from './eventStreams';
export * from './guardian';
export * from './verificationTemplates';
export * from './actions';
