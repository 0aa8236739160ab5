import * as vscode from 'vscode';
import { openResourceDocument } from '../../editors/resource/openDocument';
import { eventStreamsKind } from './editor';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { resourceTarget, type IdsArg } from '../../commands/resources/resourceTarget';
import type { EventStream } from './api';
import { eventStreams } from './index';
import { streamName } from './streamRow';

/**
 * Edit Event Stream: opens the stream as `auth-tenants:/<tenant>/event-streams/<id>/<name>.event-stream.json`; saving
 * applies it (the resource editor refreshes the tenant's streams). From the stream's row, or a tenant and a stream
 * picked from the palette. Returns the URI.
 */
export async function editEventStream(services: Services, node?: TreeNode | IdsArg): Promise<vscode.Uri> {
  const { tenant, resource: stream } = await resourceTarget<EventStream>(services, eventStreams, node, vscode.l10n.t('Edit an event stream'));
  return openResourceDocument(services, { kind: eventStreamsKind, tenantId: tenant.profile.id, id: String(stream.id) }, streamName(stream));
}
