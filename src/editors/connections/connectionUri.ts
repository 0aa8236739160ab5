import * as vscode from 'vscode';

/** The extension's own file system scheme for documents that apply to a tenant when saved. */
export const SCHEME = 'auth-tenants';
/** Read-only snapshots of the server version, the left side of "Compare". */
export const SERVER_SCHEME = 'auth-tenants-server';
export const CONNECTION_SUFFIX = '.connection.json';

export interface ConnectionRef {
  tenantId: string;
  connectionId: string;
}

/** Letters, digits, `_`, `.` and `-` only, not starting with `.` or `-`: one path segment, never `..`. */
export function safeFileName(text: string, max = 80): string {
  return text.replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '').slice(0, max);
}

/** A file-name-safe form of the connection name (the tab title); the id's, or "connection", if nothing is left. */
export function fileNameOf(name: string, id: string): string {
  return `${safeFileName(name) || safeFileName(id) || 'connection'}${CONNECTION_SUFFIX}`;
}

/** `auth-tenants:/<tenantId>/connections/<connectionId>/<name>.connection.json` — ids only, never a secret. */
export function connectionUri(ref: ConnectionRef, name: string, scheme = SCHEME): vscode.Uri {
  const path = `/${encodeURIComponent(ref.tenantId)}/connections/${encodeURIComponent(ref.connectionId)}/${fileNameOf(name, ref.connectionId)}`;
  return vscode.Uri.from({ scheme, path });
}

/** The tenant and connection of a document URI; undefined for any other path. */
export function parseConnectionUri(uri: vscode.Uri): ConnectionRef | undefined {
  const parts = uri.path.split('/');
  if (parts.length !== 5 || parts[0] !== '' || parts[2] !== 'connections' || !parts[4]!.endsWith(CONNECTION_SUFFIX)) return undefined;
  try {
    const tenantId = decodeURIComponent(parts[1]!);
    const connectionId = decodeURIComponent(parts[3]!);
    return tenantId && connectionId ? { tenantId, connectionId } : undefined;
  } catch {
    return undefined;
  }
}

export function isConnectionDocument(uri: vscode.Uri): boolean {
  return uri.scheme === SCHEME && parseConnectionUri(uri) !== undefined;
}

