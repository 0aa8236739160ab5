import * as vscode from 'vscode';
import { toUserMessage } from './api/errors';
import { contributedCommands, registerCommands } from './commands/registerCommands';
import { registerCompareDocuments } from './commands/compare/compareDocuments';
import { registerReviewDocuments } from './ui/reviewDocuments';
import { registerExportedDiagnostics } from './commands/workspace/exportedDiagnostics';
import { registerResourceEditor } from './editors/resource/registerResourceEditor';
import { ResourceFileSystem } from './editors/resource/resourceFileSystem';
import { onDidKeepDraftEdits, type KeptEdits } from './editors/drafts/persistEdits';
import { newDrafts, registerDrafts } from './editors/drafts/registerDrafts';
import type { LmTool } from './tools/lmApi';
import { registerTools } from './tools/registerTools';
import { CONFIG_PREFIX, VIEW_ID } from './constants';
import { ReadOnlyViewProvider, VIEW_SCHEME } from './editors/readOnlyView';
import type { Services } from './services';
import { Connectivity } from './tenants/connectivity';
import { emulatorDownHint } from './tenants/emulator';
import { TenantRegistry } from './tenants/registry';
import { TenantSessions } from './tenants/sessions';
import { tenantGroups } from './tree/groups';
import { TenantTreeProvider } from './tree/provider';
import { TenantRoots } from './tree/tenantRoots';
import { WelcomeContext } from './tree/welcomeContext';
import { PromptsHolder } from './ui/prompts';
import { requestLine } from './util/requestLine';
import { redactingLog } from './util/redactingLog';

export interface ExtensionApi {
  /** Only for the integration tests (AUTH_TENANTS_TEST=1): the live services, to script prompts and inspect state. */
  readonly testing?: Services;
  /** Only for the integration tests: the context keys of the view's welcome content. */
  readonly welcome?: WelcomeContext;
  /** Only for the integration tests: the agent tools as registered (to call prepareInvocation), by name. */
  readonly tools?: ReadonlyMap<string, LmTool<unknown>>;
  /** Only for the integration tests: a draft's edits kept in globalState or refused (they hold a secret). */
  readonly draftEdits?: vscode.Event<KeptEdits>;
}

/** Wiring only: builds the services and registers contributions. Makes no network request. */
export function activate(context: vscode.ExtensionContext): ExtensionApi {
  const log = redactingLog(vscode.window.createOutputChannel('Auth Tenants', { log: true }));
  const prompts = new PromptsHolder();
  const registry = new TenantRegistry(context.globalState, context.secrets);
  const connectivity = new Connectivity((tenantId, err) => {
    const profile = registry.get(tenantId);
    const message = vscode.l10n.t('{0} is unreachable: {1}', profile?.label ?? tenantId, toUserMessage(err));
    const hint = emulatorDownHint(profile, err);
    void prompts.current.warn(hint ? `${message} ${hint}` : message);
  });
  const sessions = new TenantSessions(registry, (tenant, e) => {
    if (e.status !== undefined) connectivity.success(tenant.id);
    if (e.status !== undefined && e.status < 400) log.info(requestLine(tenant.label, e));
    else log.warn(requestLine(tenant.label, e));
  });
  const pageSize = () => vscode.workspace.getConfiguration(CONFIG_PREFIX).get<number>('pageSize', 50);
  const roots = new TenantRoots(registry, { sessions, connectivity, groups: (tenant) => tenantGroups(tenant, pageSize) });
  // Before the view is drawn: the welcome keys count the emulator tenant on its way, and the tree waits for it.
  const welcome = new WelcomeContext(registry, context.globalState, (message) => log.warn(message));
  const emulatorAdded = welcome.addEmulator();
  const tree = new TenantTreeProvider(async () => {
    await emulatorAdded;
    return roots.list();
  });
  const views = new ReadOnlyViewProvider(sessions);
  let resources: ResourceFileSystem | undefined;
  // The drafts and the resource editor take the services they are part of (a save may apply a document).
  const services: Services = {
    context, log, registry, sessions, connectivity, prompts, tree, roots, views,
    get drafts() {
      return drafts;
    },
    // Built on first read.
    get resources() {
      return (resources ??= new ResourceFileSystem(services));
    },
  };
  const drafts = newDrafts(services);
  const agentTools = registerTools(services);

  context.subscriptions.push(
    log, registry, sessions, tree, roots,
    vscode.window.createTreeView(VIEW_ID, { treeDataProvider: tree, showCollapseAll: true, canSelectMany: true }),
    vscode.workspace.registerTextDocumentContentProvider(VIEW_SCHEME, views),
    registry.onDidChange((id) => {
      connectivity.tenantsChanged(id, registry.list().map((t) => t.id));
      welcome.update();
      tree.refresh();
    }),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration(`${CONFIG_PREFIX}.emulator`)) void welcome.addEmulator(); // .url, .productionUrl
      if (e.affectsConfiguration(CONFIG_PREFIX)) for (const t of registry.list()) sessions.forget(t.id);
    }),
    ...registerDrafts(services),
    ...registerResourceEditor(services),
    ...registerCommands(services, contributedCommands(context.extension.packageJSON)),
    ...agentTools.disposables,
    ...registerCompareDocuments(),
    ...registerReviewDocuments(),
    registerExportedDiagnostics(),
  );
  return process.env.AUTH_TENANTS_TEST === '1' ? { testing: services, welcome, tools: agentTools.tools, draftEdits: onDidKeepDraftEdits } : {};
}

export function deactivate(): void {}
