/** Every kind the resource editor edits, by id (the URI segment and tree group). */
import { connectionsKind } from './connections/editor';
import { eventStreamsKind } from './eventStreams/editor';
import type { ResourceKind } from './kind';
import { phoneTemplatesKind } from './phoneFactors/templatesEditor';
import { tokenExchangeProfilesKind } from './tokenExchangeProfiles/editor';
import { verificationTemplatesKind } from './verificationTemplates/editor';

export const KINDS: readonly ResourceKind[] = [connectionsKind, eventStreamsKind, tokenExchangeProfilesKind, verificationTemplatesKind, phoneTemplatesKind];

export const kindById = (id: string): ResourceKind | undefined => KINDS.find((k) => k.id === id);

export type { ResourceKind } from './kind';
