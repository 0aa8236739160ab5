import * as vscode from 'vscode';
import { editorKindById, type ResourceKind } from '../../kinds';
import { safeFileName } from '../../util/text';

/** The extension's own file system scheme for documents that apply to a tenant when saved. */
export const SCHEME = 'auth-tenants';
/** Read-only snapshots of the server version, the left side of "Compare". */
export const SERVER_SCHEME = 'auth-tenants-server';

/** A resource of a tenant: what a document URI names. */
export interface ResourceRef {
  kind: ResourceKind;
  tenantId: string;
  id: string;
}

export { safeFileName };

/** A file-name-safe form of the resource name (the tab title); the id's, or the kind's, if nothing is left. */
export function fileNameOf(kind: ResourceKind, name: string, id: string): string {
  return `${safeFileName(name) || safeFileName(id) || safeFileName(kind.singular)}${kind.suffix}`;
}

/** `auth-tenants:/<tenantId>/<kind id>/<resource id>/<name><suffix>` — ids only, never a secret. */
export function resourceUri(ref: ResourceRef, name: string, scheme = SCHEME): vscode.Uri {
  const path = `/${encodeURIComponent(ref.tenantId)}/${ref.kind.id}/${encodeURIComponent(ref.id)}/${fileNameOf(ref.kind, name, ref.id)}`;
  return vscode.Uri.from({ scheme, path });
}

/** The kind, tenant and resource of a document URI; undefined for any other path. */
export function parseResourceUri(uri: vscode.Uri): ResourceRef | undefined {
  const parts = uri.path.split('/');
  const kind = parts.length === 5 && parts[0] === '' ? editorKindById(parts[2]!) : undefined;
  if (!kind || !parts[4]!.endsWith(kind.suffix)) return undefined;
  try {
    const tenantId = decodeURIComponent(parts[1]!);
    const id = decodeURIComponent(parts[3]!);
    return tenantId && id ? { kind, tenantId, id } : undefined;
  } catch {
    return undefined;
  }
}

export function isResourceDocument(uri: vscode.Uri): boolean {
  return uri.scheme === SCHEME && parseResourceUri(uri) !== undefined;
}

/** A directory of the file system: the root, a tenant, a kind of a tenant, or one resource's folder. */
export function isDirectoryPath(path: string): boolean {
  const parts = path.split('/').filter(Boolean);
  return parts.length <= 1 || (parts.length <= 3 && editorKindById(parts[1]!) !== undefined);
}
