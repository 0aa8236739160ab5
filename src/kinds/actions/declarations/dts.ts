/**
 * A trigger's declarations as `.d.ts` text (pure): an `Event` and an `Api` interface and the handler's type, so an
 * exported action's folder can give a workspace editor the same IntelliSense (the export may write it beside the
 * code). Written from the same data as the code editor's completion.
 */
import { triggerInfo } from '../triggers';
import { declarationsOf } from './table';
import type { Member } from './types';

const doc = (text: string, indent: string) => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n`;

function members(list: readonly Member[], indent: string): string {
  return list.map((m) => {
    const head = doc(m.doc, indent);
    if (m.params) {
      const params = m.params.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}`).join(', ');
      const returns = m.type === 'api' ? 'Api' : m.type;
      return `${head}${indent}${m.name}(${params}): ${returns};\n`;
    }
    const type = m.children ? `{\n${members(m.children, `${indent}  `)}${indent}}` : m.type;
    return `${head}${indent}${m.name}${m.optional ? '?' : ''}: ${type};\n`;
  }).join('');
}

/** The `.d.ts` of a trigger: `Event`, `Api` and the handler `exports.<handler>` declares. */
export function triggerDts(trigger: string): string {
  const { event, api } = declarationsOf(trigger);
  const handler = triggerInfo(trigger)?.handlers[0] ?? 'onExecute';
  return [
    `// Types of the ${trigger} trigger's event and api objects (Auth Tenants, written from the service's documentation).`,
    `export interface Event {\n${members(event, '  ')}}`,
    `export interface Api {\n${members(api, '  ')}}`,
    `/** exports.${handler} = async (event, api) => { … } */`,
    `export type ${handler[0]!.toUpperCase()}${handler.slice(1)} = (event: Event, api: Api) => Promise<void> | void;`,
    '',
  ].join('\n\n');
}
