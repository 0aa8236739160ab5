/**
 * Test… (an action's row, its code document, or the palette: tenant, then action): runs the action's saved draft
 * with its test payload (`POST /actions/actions/{id}/test`) and shows the report — the commands it gave `api`, its
 * console output, its error with the line — read-only beside. The payload is the trigger's sample until the user
 * edits and saves it ("Edit Payload"), then it is kept per tenant and action. Nothing on the tenant changes, so
 * nothing is confirmed; the message says that the draft ran. A failing line is marked on the open code document.
 */
import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { IdsArg } from '../../commands/resources/resourceTarget';
import { testAction as postTest } from './api';
import { actionTarget, codeDocument, type ActionTarget } from './opsTarget';
import { actionDocuments, payloadUri, reportUri } from './testDocuments';
import { readPayload, samplePayload, triggerOf } from './testPayloads';
import { errorLine, testReport, testSummary, type TestRun } from './testReport';
import { jsonText } from '../../util/jsonText';
import { markFailure } from './testMarks';

/** The payload's text: the open document's (saved or not), else the kept one, else the trigger's sample. */
function payloadText(services: Services, t: ActionTarget, uri: vscode.Uri): string {
  const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
  if (open) return open.getText();
  return actionDocuments(services).keptPayload(t.tenant.profile.id, t.id) ?? jsonText(samplePayload(triggerOf(t.action)));
}

/** Opens the action's payload document (kept, or the trigger's sample stored now) for editing. */
export async function editPayload(services: Services, t: ActionTarget): Promise<vscode.TextEditor> {
  const docs = actionDocuments(services);
  const uri = payloadUri(t.tenant.profile.id, t.id, t.name);
  if (docs.keptPayload(t.tenant.profile.id, t.id) === undefined) await docs.keepPayload(uri, jsonText(samplePayload(triggerOf(t.action))));
  return vscode.window.showTextDocument(uri, { preview: false, viewColumn: vscode.ViewColumn.Beside });
}

/** Unsaved changes of the code are not part of the draft the test runs: save them first, or test the saved draft. */
async function savedCode(services: Services, t: ActionTarget): Promise<void> {
  const doc = codeDocument(t.id);
  if (!doc?.isDirty) return;
  const save = vscode.l10n.t('Save and Test');
  const choice = await services.prompts.current.confirm(
    vscode.l10n.t('{0} has unsaved changes. Test… runs the saved draft on {1}.', t.name, t.tenant.profile.label),
    { modal: true, detail: vscode.l10n.t('Save to test your changes (saving updates the draft; it does not deploy).') },
    save, vscode.l10n.t('Test Saved Draft'),
  );
  if (choice === save && !(await doc.save())) throw new Error(vscode.l10n.t('{0} was not saved: fix what the save reported, then run Test… again.', t.name));
}

export async function testAction(services: Services, arg?: TreeNode | IdsArg): Promise<void> {
  const t = await actionTarget(services, arg, vscode.l10n.t('Test Action'));
  const docs = actionDocuments(services);
  const prompts = services.prompts.current;
  const uri = payloadUri(t.tenant.profile.id, t.id, t.name);
  const text = payloadText(services, t, uri);
  const read = readPayload(text);
  if (!read.ok) {
    const editor = await vscode.window.showTextDocument(uri, { preview: false });
    const at = new vscode.Position(read.line - 1, 0);
    editor.selection = new vscode.Selection(at, at);
    throw new Error(vscode.l10n.t('The test payload of {0} is not valid JSON at line {1} ({2}): fix it, then run Test… again.', t.name, read.line, read.message));
  }
  await savedCode(services, t);
  const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
  if (open?.isDirty) await open.save();
  else if (docs.keptPayload(t.tenant.profile.id, t.id) !== text) await docs.keepPayload(uri, text);
  const client = await t.tenant.client();
  const answer = await prompts.progress(vscode.l10n.t('Testing {0} on {1} (its saved draft)…', t.name, t.tenant.profile.label),
    (_report, signal) => postTest(client, t.id, read.payload, { signal }));
  const run: TestRun = { action: t.name, tenant: t.tenant.profile.label, trigger: triggerOf(t.action), at: new Date().toISOString(), result: answer.result };
  services.log.info(`Test of action ${t.id} on ${t.tenant.profile.label}: ${answer.result.error ? 'failed' : 'passed'}`);
  const report = docs.show(reportUri(t.tenant.profile.id, t.id, t.name), testReport(run, vscode.l10n.t));
  await vscode.window.showTextDocument(report, { preview: true, preserveFocus: true, viewColumn: vscode.ViewColumn.Beside });
  const line = errorLine(answer.result);
  const code = codeDocument(t.id);
  if (code) markFailure(code, line, answer.result.error?.message);
  const buttons = [vscode.l10n.t('Edit Payload')];
  const goTo = line !== undefined && code ? vscode.l10n.t('Go to Line {0}', line) : undefined;
  if (goTo) buttons.unshift(goTo);
  void prompts[answer.result.error ? 'warn' : 'info'](testSummary(run, vscode.l10n.t), ...buttons).then(async (choice) => {
    if (choice === buttons[buttons.length - 1]) await editPayload(services, t);
    else if (choice && choice === goTo && code && line !== undefined) {
      const editor = await vscode.window.showTextDocument(code);
      const pos = new vscode.Position(line - 1, 0);
      editor.selection = new vscode.Selection(pos, pos);
      editor.revealRange(new vscode.Range(pos, pos), vscode.TextEditorRevealType.InCenter);
    }
  }).catch((err: unknown) => services.log.warn(`Test… follow-up: ${err instanceof Error ? err.message : String(err)}`));
}
