/** Every kind the resource editor edits, by id (the URI segment and tree group). */
import { connectionsKind } from './connections';
import { eventStreamsKind } from './eventStreams';
import type { ResourceKind } from './kind';
import { phoneTemplatesKind } from './phoneTemplates';
import { tokenExchangeProfilesKind } from './tokenExchangeProfiles';
import { verificationTemplatesKind } from './verificationTemplates';

export const KINDS: readonly ResourceKind[] = [connectionsKind, eventStreamsKind, tokenExchangeProfilesKind, verificationTemplatesKind, phoneTemplatesKind];

export const kindById = (id: string): ResourceKind | undefined => KINDS.find((k) => k.id === id);

export type { ResourceKind } from './kind';
