// The agent tools' contribution in package.json and the tools' inputs agree: every tool contributed has an input,
// and each inputSchema describes exactly the zod/mini input the tool checks (descriptions aside). That the table
// registers each of them is checked in the real VS Code (test/integration/agentTools.test.ts).
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { TOOL_INPUTS } from '../../../src/tools/toolInputs';

interface Contribution {
  name: string;
  displayName: string;
  userDescription: string;
  modelDescription: string;
  tags: string[];
  canBeReferencedInPrompt?: boolean;
  toolReferenceName?: string;
  inputSchema: Record<string, unknown>;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { contributes: { languageModelTools: Contribution[] } };
const nls = JSON.parse(readFileSync('package.nls.json', 'utf8')) as Record<string, string>;
const contributed = manifest.contributes.languageModelTools;

/** A JSON Schema without descriptions and the `$schema` key: what constrains the input. */
function shape(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(shape);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(Object.entries(schema)
    .filter(([k]) => k !== 'description' && k !== '$schema')
    .map(([k, v]) => [k, k === 'required' && Array.isArray(v) ? [...v].sort() : shape(v)]));
}

describe('agent tools manifest', () => {
  it('contributes exactly the tools that have an input, in its order', () => {
    assert.deepEqual(contributed.map((t) => t.name), Object.keys(TOOL_INPUTS));
  });

  for (const [name, input] of Object.entries(TOOL_INPUTS)) {
    it(`${name}: inputSchema is the JSON Schema of its zod input`, () => {
      const entry = contributed.find((t) => t.name === name)!;
      assert.deepEqual(shape(entry.inputSchema), shape(z.toJSONSchema(input, { io: 'input' })));
    });
  }

  it('every tool has localized names, a model description, read or write tags; only read tools are referenced in prompts', () => {
    for (const entry of contributed) {
      for (const key of [entry.displayName, entry.userDescription]) {
        const m = /^%(.+)%$/.exec(key);
        assert.ok(m && nls[m[1]!], `${entry.name}: ${key} is in package.nls.json`);
      }
      assert.ok(entry.modelDescription.length > 40, `${entry.name} has a model description`);
      const write = entry.tags.includes('write');
      assert.notEqual(write, entry.tags.includes('read'), `${entry.name} is either read or write`);
      assert.equal(!!entry.canBeReferencedInPrompt, !write);
      if (entry.canBeReferencedInPrompt) assert.match(entry.toolReferenceName ?? '', /^[A-Za-z]+$/);
    }
  });
});
