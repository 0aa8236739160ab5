// The connection editor's functions in the shape these tests were written against, each one call of the generic
// resource editor over the connections description (src/kinds/connections.ts).
import { documentProblems } from '../../../../src/kinds/checks';
import { connectionsKind, identityOf, UPDATE_OPTIONS_SCOPE } from '../../../../src/kinds/connections/editor';
import * as doc from '../../../../src/kinds/document';
import type { EditContext, Editable, Resource } from '../../../../src/kinds/kind';
import { planPatch } from '../../../../src/kinds/plan';

export { EDITABLE_FIELDS, identityOf } from '../../../../src/kinds/connections/editor';
export { propertyOfServerMessage, serverProblem, topRange } from '../../../../src/kinds/checks';

const hidden = (optionsReadable: boolean) => new Set(optionsReadable ? [] : ['options']);
const context = (name: string, optionsReadable: boolean, scopes: ReadonlySet<string>): EditContext =>
  ({ scopes, hidden: hidden(optionsReadable), identity: { id: 'con_test', name, details: [] } });

export const toEditable = (connection: Resource, includeOptions: boolean) => doc.toEditable(connectionsKind, connection, hidden(includeOptions));
export const renderDocument = (editable: Editable) => doc.renderDocument(connectionsKind, editable);
export const parseDocument = (text: string) => doc.parseDocument(connectionsKind, text);
export const notEditableKeys = (connection: Resource) => doc.notEditableKeys(connectionsKind, connection);
export const effectiveEdit = (base: Editable, edited: Editable, optionsReadable: boolean) => doc.effectiveEdit(connectionsKind, base, edited, hidden(optionsReadable));

export interface PatchInput {
  name: string;
  base: Editable;
  edited: Editable;
  optionsReadable: boolean;
  scopes: ReadonlySet<string>;
}

export const buildPatch = (input: PatchInput) => planPatch(connectionsKind, input.base, input.edited, context(input.name, input.optionsReadable, input.scopes));

export interface CheckInput {
  base: Editable;
  optionsReadable: boolean;
  canUpdateOptions: boolean;
}

export const connectionProblems = (text: string, input: CheckInput) =>
  documentProblems(connectionsKind, text, { base: input.base, ctx: context(identityOf({}).name, input.optionsReadable, new Set(input.canUpdateOptions ? [UPDATE_OPTIONS_SCOPE] : [])) });
