/**
 * The grants in the tree (the apis and applications tree facets' `rowNodes` hook): an API's row lists the
 * applications allowed to call it, a machine-to-machine application's row the APIs it may call, each a grant row
 * with its scopes (how many as the description, which in the hover). The row itself is the kind's row (kindRow), so
 * its menus, click and hover stay the apis' or applications'; only its children are added. Names are read once per
 * tenant group and read again when a grant names an application or API not seen yet.
 */
import * as vscode from 'vscode';
import type { ApiClient } from '../../api/client';
import { missingScopeTokens } from '../../tenants/writeScopes';
import { kindRow, kindRowNode } from '../../tree/kindRow';
import { contextValue, type TreeNode } from '../../tree/node';
import { PagedListNode, type ListOwner, type ListSpec } from '../../tree/nodes/pagedListNode';
import { ResourceNode, themeIcon, tooltip } from '../../tree/nodes/resourceNode';
import { cleanLabel } from '../../util/text';
import { apis } from '../apis';
import { applications } from '../applications';
import { isListTree, type ListTreeFacet, type RowNodes } from '../facets/tree';
import type { Kind, Resource } from '../kind';
import { grantScopes, listGrants, type Grant } from './api';
import { nameBook, type NameBook } from './nameBook';

const GRANT_WRITES = ['authTenants.changeGrantScopes', 'authTenants.revokeGrant'] as const;
const PARENT_WRITES = ['authTenants.authorizeApplication', ...GRANT_WRITES] as const;

/** Which side of a grant a parent row is: its children are named by the other side. */
export type GrantSide = 'api' | 'application';

/** What a grant row carries besides the grant: the names of both sides, for the commands and their messages. */
export interface GrantNames {
  application: string;
  api: string;
}

/** A grant's row: its data is the grant; `names` says what it joins. */
export class GrantNode extends ResourceNode<Grant> {
  constructor(parent: TreeNode, owner: ListOwner, grant: Grant, readonly names: GrantNames, side: GrantSide) {
    const scopes = grantScopes(grant);
    const label = side === 'api' ? names.application : names.api;
    super(parent, {
      key: grant.id,
      label,
      description: scopes.length === 0 ? vscode.l10n.t('no scopes') : scopes.length === 1 ? scopes[0]! : vscode.l10n.t('{0} scopes', scopes.length),
      icon: themeIcon('key', 'charts.green'),
      tooltip: () => tooltip(`${names.application} → ${names.api}`, [
        ['application', `${names.application} (${grant.client_id})`],
        ['API', `${names.api} (${grant.audience})`],
        ['scopes', scopes.join(', ') || vscode.l10n.t('none: tokens for this API carry no scope')],
        ['organization_usage', grant.organization_usage],
        ['grant id', grant.id],
      ]),
      get context() {
        return ['clientGrant', ...missingScopeTokens(owner.scopesNow(), GRANT_WRITES)];
      },
    }, grant);
  }
}

function grantSpec(parentKey: string, resource: Resource, side: GrantSide, book: NameBook): ListSpec<Grant> {
  const filter = side === 'api' ? { audience: String(resource.identifier) } : { clientId: String(resource.client_id) };
  const own = String(side === 'api' ? (resource.name ?? resource.identifier) : (resource.name ?? resource.client_id));
  return {
    key: parentKey,
    label: own,
    icon: 'key',
    scopes: ['read:client_grants'],
    emptyLabel: side === 'api' ? vscode.l10n.t('No application may call it.') : vscode.l10n.t('It may call no API.'),
    emptyHint: vscode.l10n.t('Authorize Application… (in the row\'s menu) allows an application to call an API.'),
    load: async (client: ApiClient, cursor, take, signal) => {
      const page = await listGrants(client, { ...filter, from: cursor, take }, { signal });
      await book.ensure(client, side === 'api' ? 'applications' : 'apis', page.items.map((g) => (side === 'api' ? g.client_id : g.audience)), signal);
      return page;
    },
    toNode: (grant, parent) => new GrantNode(parent, parent.owner, grant, {
      application: side === 'api' ? book.name('applications', grant.client_id) : own,
      api: side === 'api' ? own : book.name('apis', grant.audience),
    }, side),
  };
}

/** An API's or an application's row with its grants as children. */
export class GrantsParentNode extends PagedListNode<Grant> {
  constructor(owner: ListOwner, parent: TreeNode, private readonly kind: Kind, private readonly tree: ListTreeFacet, readonly resource: Resource, readonly side: GrantSide, book: NameBook, take: () => number) {
    super(owner, parent, grantSpec(kind.list!.id(resource), resource, side, book), take);
  }

  /** The resource, as every resource row carries its resource (the commands' target finds it there). */
  get data(): Resource {
    return this.resource;
  }

  override getTreeItem(): vscode.TreeItem {
    const { row, writes } = kindRow(this.kind, this.tree, this.resource, this.owner.scopesNow(), this.owner.tenant.profile.clientId);
    const item = new vscode.TreeItem(cleanLabel(row.label) || this.spec.key, vscode.TreeItemCollapsibleState.Collapsed);
    item.description = cleanLabel(row.description ?? '', 80);
    item.iconPath = themeIcon(row.icon.id, row.icon.color);
    item.tooltip = tooltip(row.tooltip.title, row.tooltip.rows);
    item.contextValue = contextValue('resource', 'grantParent', ...row.context, ...writes, ...missingScopeTokens(this.owner.scopesNow(), PARENT_WRITES));
    item.command = { ...row.open, arguments: [this] };
    return item;
  }
}

const listTree = (kind: Kind): ListTreeFacet => {
  if (!kind.tree || !isListTree(kind.tree)) throw new Error(`${kind.words.plural} have no rows.`);
  return kind.tree;
};

/** The APIs' rows: every API lists the applications allowed to call it (the Management API too). */
export const grantsUnderApi: RowNodes = (owner, take) => {
  const book = nameBook();
  return (api, parent) => new GrantsParentNode(owner, parent, apis, listTree(apis), api, 'api', book, take);
};

/** The applications' rows: a machine-to-machine application lists the APIs it may call; the others are plain rows. */
export const grantsUnderApplication: RowNodes = (owner, take) => {
  const book = nameBook();
  return (app, parent) => (app.app_type === 'non_interactive'
    ? new GrantsParentNode(owner, parent, applications, listTree(applications), app, 'application', book, take)
    : kindRowNode(applications, listTree(applications), app, parent, owner));
};
