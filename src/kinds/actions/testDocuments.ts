/**
 * The documents of Test… and Versions, on their own file system (`auth-tenants-action-docs:`, registered on the first
 * use): an action's test payload (`<name> test payload.json`, editable, kept in globalState per tenant and action),
 * the report of its last test run (`<name> test result.md`) and the code of a version (`<name> v3.js`), both
 * read-only. Paths hold ids and names only, never a secret.
 */
import * as vscode from 'vscode';
import type { Services } from '../../services';
import { safeFileName } from '../../editors/resource/resourceUri';
import type { TenantSessions } from '../../tenants/sessions';
import { getActionVersion } from './api';
import { payloadKey } from './testPayloads';

export const ACTION_DOCS_SCHEME = 'auth-tenants-action-docs';

/** What a path names: `/<tenantId>/<actionId>/<payload|report|versions/<versionId>>/<file>`. */
interface DocRef {
  tenantId: string;
  actionId: string;
  what: 'payload' | 'report' | 'version';
  versionId?: string;
}

function parse(uri: vscode.Uri): DocRef | undefined {
  const parts = uri.path.split('/').slice(1);
  const [tenantId, actionId, what, versionId] = parts;
  if (!tenantId || !actionId) return undefined;
  if ((what === 'payload' || what === 'report') && parts.length === 4) return { tenantId, actionId, what };
  if (what === 'versions' && versionId && parts.length === 5) return { tenantId, actionId, what: 'version', versionId };
  return undefined;
}

const name = (actionName: string, fallback: string) => safeFileName(actionName, 60) || safeFileName(fallback, 60) || 'action';
/** A path of segments (a `/` inside one would start another: it is replaced). */
const at = (...segments: string[]) => vscode.Uri.from({ scheme: ACTION_DOCS_SCHEME, path: `/${segments.map((x) => x.replace(/\//g, '_')).join('/')}` });

export const payloadUri = (tenantId: string, actionId: string, actionName: string) =>
  at(tenantId, actionId, 'payload', `${name(actionName, actionId)} test payload.json`);
export const reportUri = (tenantId: string, actionId: string, actionName: string) =>
  at(tenantId, actionId, 'report', `${name(actionName, actionId)} test result.md`);
export const versionUri = (tenantId: string, actionId: string, actionName: string, versionId: string, n: number | string) =>
  at(tenantId, actionId, 'versions', versionId, `${name(actionName, actionId)} v${n}.js`);

export class ActionDocuments implements vscode.FileSystemProvider {
  private readonly shown = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.FileChangeEvent[]>();
  readonly onDidChangeFile = this.changed.event;

  constructor(private readonly state: vscode.Memento, private readonly sessions: Pick<TenantSessions, 'client'>) {}

  /** The kept payload text of an action, if the user has one. */
  keptPayload(tenantId: string, actionId: string): string | undefined {
    const text = this.state.get<unknown>(payloadKey(tenantId, actionId));
    return typeof text === 'string' ? text : undefined;
  }

  async keepPayload(uri: vscode.Uri, text: string): Promise<void> {
    const ref = parse(uri);
    if (ref?.what !== 'payload') throw vscode.FileSystemError.NoPermissions(uri);
    const existed = this.keptPayload(ref.tenantId, ref.actionId) !== undefined;
    await this.state.update(payloadKey(ref.tenantId, ref.actionId), text);
    this.changed.fire([{ type: existed ? vscode.FileChangeType.Changed : vscode.FileChangeType.Created, uri }]);
  }

  /** Sets a read-only document's text (a report, a version's code); an open one shows it. */
  show(uri: vscode.Uri, text: string): vscode.Uri {
    const key = uri.toString();
    const before = this.shown.get(key);
    this.shown.set(key, text);
    if (before !== undefined && before !== text) this.changed.fire([{ type: vscode.FileChangeType.Changed, uri }]);
    return uri;
  }

  watch(): vscode.Disposable {
    return new vscode.Disposable(() => undefined);
  }

  stat(uri: vscode.Uri): vscode.FileStat {
    const ref = parse(uri);
    if (!ref) return { type: vscode.FileType.Directory, ctime: 0, mtime: 0, size: 0 };
    const text = ref.what === 'payload' ? (this.keptPayload(ref.tenantId, ref.actionId) ?? '') : (this.shown.get(uri.toString()) ?? '');
    const stat: vscode.FileStat = { type: vscode.FileType.File, ctime: 0, mtime: Date.now(), size: Buffer.byteLength(text) };
    return ref.what === 'payload' ? stat : { ...stat, permissions: vscode.FilePermission.Readonly };
  }

  readDirectory(): [string, vscode.FileType][] {
    return [];
  }

  async readFile(uri: vscode.Uri): Promise<Uint8Array> {
    const ref = parse(uri);
    if (!ref) throw vscode.FileSystemError.FileNotFound(uri);
    let text = ref.what === 'payload' ? this.keptPayload(ref.tenantId, ref.actionId) : this.shown.get(uri.toString());
    if (text === undefined && ref.what === 'version') {
      // Not shown in this window (a tab restored after a reload): the version is read again.
      const version = await getActionVersion(await this.sessions.client(ref.tenantId), ref.actionId, ref.versionId!);
      text = version.code ?? '';
      this.show(uri, text);
    }
    if (text === undefined && ref.what === 'report') text = vscode.l10n.t('No test run of this action in this window yet: run Test… on the action.\n');
    if (text === undefined) throw vscode.FileSystemError.FileNotFound(uri);
    return Buffer.from(text, 'utf8');
  }

  async writeFile(uri: vscode.Uri, content: Uint8Array): Promise<void> {
    await this.keepPayload(uri, Buffer.from(content).toString('utf8'));
  }

  createDirectory(): void {
    throw vscode.FileSystemError.NoPermissions(vscode.l10n.t('Test payloads are created by Test….'));
  }

  delete(uri: vscode.Uri): void {
    throw vscode.FileSystemError.NoPermissions(uri);
  }

  rename(): void {
    throw vscode.FileSystemError.NoPermissions(vscode.l10n.t('Test payloads cannot be renamed.'));
  }
}

let registered: ActionDocuments | undefined;

/** The documents' file system, registered on the first call (Test… and Versions load it; activation does not). */
export function actionDocuments(services: Services): ActionDocuments {
  if (registered) return registered;
  const docs = new ActionDocuments(services.context.globalState, services.sessions);
  services.context.subscriptions.push(vscode.workspace.registerFileSystemProvider(ACTION_DOCS_SCHEME, docs, { isCaseSensitive: true }));
  registered = docs;
  return docs;
}
