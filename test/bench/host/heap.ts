/**
 * Tree memory: the extension host's heap (after full garbage collections; the client already set up by another
 * list) before and after all 10,000
 * verification templates are shown in the tree — expanded, then "Load more…" until the end, each time asking
 * for the rows again as the view does — divided by the bytes of the templates' JSON.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import * as vscode from 'vscode';
import type { Services } from '../../../src/services';
import type { TreeNode } from '../../../src/tree/node';
import { emulatorTenant, expand, group, itemRows } from './tree';

export interface HeapFigures {
  heapBeforeBytes: number;
  heapAfterBytes: number;
  jsonBytes: number;
  templates: number;
  rows: number;
}

function collector(): () => number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return () => {
    for (let i = 0; i < 3; i++) gc();
    return process.memoryUsage().heapUsed;
  };
}

export async function heap(s: Services): Promise<HeapFigures> {
  const heapUsed = collector();
  const tenant = await emulatorTenant(s);
  const groups = await expand(s, tenant);
  // Another list first, so the HTTP client and its code are loaded and set up before the heap is read.
  await expand(s, group(groups, 'connections'));
  const templates = group(groups, 'verification-templates');
  const heapBeforeBytes = heapUsed();
  let rows: TreeNode[] = await expand(s, templates);
  for (let clicks = 0; templates.hasMore && clicks < 10_000; clicks++) {
    await vscode.commands.executeCommand('authTenants.loadMore', templates);
    rows = await expand(s, templates);
  }
  const shown = itemRows(rows);
  rows = [];
  const heapAfterBytes = heapUsed();
  const jsonBytes = templates.items.reduce<number>((sum, t) => sum + Buffer.byteLength(JSON.stringify(t)), 0);
  return { heapBeforeBytes, heapAfterBytes, jsonBytes, templates: templates.items.length, rows: shown };
}
