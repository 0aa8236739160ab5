/**
 * The registry: the one list of kinds, in the order the sidebar shows them (the only file that names them all).
 * Adding a kind is its folder, one line here, its manifest entries and its tests (docs/architecture.md).
 */
import { actions } from './actions';
import { apis } from './apis';
import { applications } from './applications';
import { connections } from './connections';
import { eventStreams } from './eventStreams';
import type { Kind, KindId, ResourceKind } from './kind';
import { phoneFactors } from './phoneFactors';
import { tokenExchangeProfiles } from './tokenExchangeProfiles';
import { vaultConnections } from './vaultConnections';
import { verificationTemplates } from './verificationTemplates';

export const KINDS: readonly Kind[] = [applications, apis, actions, tokenExchangeProfiles, connections, eventStreams, vaultConnections, phoneFactors, verificationTemplates];

/** The kind of an id. */
export function kindOf(id: KindId): Kind {
  const kind = KINDS.find((k) => k.id === id);
  if (!kind) throw new Error(`Unknown kind ${id}.`);
  return kind;
}

/** Whether a string is a kind's id. */
export const isKindId = (id: string): id is KindId => KINDS.some((k) => k.id === id);

/** Every document the resource editor edits, by its id (the URI segment). */
export const EDITOR_KINDS: readonly ResourceKind[] = KINDS.flatMap((k) => k.editors ?? []);

export const editorKindById = (id: string): ResourceKind | undefined => EDITOR_KINDS.find((k) => k.id === id);

export type { Kind, KindId, ResourceKind } from './kind';
