/**
 * Completion, hover and signature help of `event.` and `api.` chains in an action's code (VS Code's TypeScript
 * features do not run on the extension's own scheme). Loaded on the first completion or hover in a code document,
 * with the declarations (declarations/, data written from the service's documentation): the members of the
 * triggers the action supports.
 */
import * as vscode from 'vscode';
import type { ResourceHooks } from '../facets/text';
import type { Resource } from '../kind';
import { memberAt, membersAt, signatureOf, type Member } from './declarations';
import { callBefore, chainBefore, type Root } from './codeChains';
import { supportedTriggers } from './triggers';

const kindOf = (m: Member) => (m.params ? vscode.CompletionItemKind.Method : m.children ? vscode.CompletionItemKind.Module : vscode.CompletionItemKind.Property);
const detailOf = (m: Member) => (m.params ? signatureOf(m) : m.children ? 'object' : m.type);

function markdown(root: Root, path: readonly string[], m: Member): vscode.MarkdownString {
  const md = new vscode.MarkdownString();
  md.appendCodeblock(`${[root, ...path.slice(0, -1)].join('.')}.${m.params ? signatureOf(m) : `${m.name}${m.optional ? '?' : ''}: ${m.children ? '{ … }' : m.type}`}`, 'typescript');
  md.appendText(m.doc);
  return md;
}

export function completion(document: vscode.TextDocument, position: vscode.Position, resource: Resource): vscode.CompletionItem[] | undefined {
  const chain = chainBefore(document.lineAt(position.line).text.slice(0, position.character));
  if (!chain) return undefined;
  return membersAt(supportedTriggers(resource), chain.root, chain.path).map((m) => {
    const item = new vscode.CompletionItem(m.name, kindOf(m));
    item.detail = detailOf(m);
    item.documentation = markdown(chain.root, [...chain.path, m.name], m);
    if (m.params) item.insertText = new vscode.SnippetString(`${m.name}($0)`);
    return item;
  });
}

export function hover(document: vscode.TextDocument, position: vscode.Position, resource: Resource): vscode.Hover | undefined {
  const range = document.getWordRangeAtPosition(position, /[A-Za-z_$][\w$]*/);
  if (!range) return undefined;
  const word = document.getText(range);
  const chain = chainBefore(`${document.lineAt(position.line).text.slice(0, range.start.character)}${word}`);
  if (!chain) return undefined;
  const path = [...chain.path, chain.partial];
  const member = memberAt(supportedTriggers(resource), chain.root, path);
  return member && new vscode.Hover(markdown(chain.root, path, member), range);
}

export function signatureHelp(document: vscode.TextDocument, position: vscode.Position, resource: Resource): vscode.SignatureHelp | undefined {
  const call = callBefore(document.lineAt(position.line).text.slice(0, position.character));
  const member = call && memberAt(supportedTriggers(resource), call.root, call.path);
  if (!call || !member?.params) return undefined;
  const signature = new vscode.SignatureInformation(`${[call.root, ...call.path.slice(0, -1)].join('.')}.${signatureOf(member)}`, member.doc);
  signature.parameters = member.params.map((p) => new vscode.ParameterInformation(`${p.name}${p.optional ? '?' : ''}: ${p.type}`, p.doc));
  const help = new vscode.SignatureHelp();
  help.signatures = [signature];
  help.activeSignature = 0;
  help.activeParameter = Math.min(call.argument, Math.max(0, signature.parameters.length - 1));
  return help;
}

export const codeHooks: ResourceHooks = { completion, hover, signatureHelp };
