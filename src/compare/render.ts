/**
 * The text of one side of a comparison (pure, no `vscode`): JSONC whose comment lines name the resource and the ids
 * of the resources it points to on that tenant (the value shows them by name, so two tenants configured alike read
 * alike below the comments), then the normalised value as 2-space JSON. A missing counterpart is a document of one
 * comment line saying so. Never a secret: the normalised form has none, and the comments hold names and ids only.
 */
import { commentLine, jsonText } from '../util/jsonText';
import type { Translate } from '../kinds/eventStreams/deliveryView';
import type { Item } from './compare';
import type { KindId } from '../kinds/kind';
import { companionDocument } from '../workspace/companion';

/** The document of a side that has the resource. `singular`: the kind in a sentence ("connection"). */
/** Given the `kind`, a field its files keep in a companion file (an action's code) is shown as text after the rest. */
export function renderItem(item: Item, singular: string, t: Translate, kind?: KindId): string {
  const { normalised, raw } = item;
  const id = typeof raw.id === 'string' ? raw.id : undefined;
  const lines = [commentLine(id ? t('{0} "{1}" ({2})', singular, normalised.name, id) : t('{0} "{1}"', singular, normalised.name))];
  for (const ref of normalised.references) {
    lines.push(commentLine(ref.name ? t('{0}: {1} is the {2} {3}', ref.field, ref.name, ref.kind, ref.id) : t('{0}: no {1} with the id {2} could be read', ref.field, ref.kind, ref.id)));
  }
  const own = kind && companionDocument(kind, normalised.value, lines);
  return own ? own.text : `${lines.join('\n')}\n${jsonText(normalised.value)}`;
}

/** The file extension of a side's document: a kind with a companion file (an action's code) is shown in its language. */
export const sideExtension = (kind: KindId, item: Item | undefined): string =>
  (item && companionDocument(kind, item.normalised.value, [])?.extension) ?? '.jsonc';

/** The document of a side that lacks it: one comment line (valid JSONC), naming the key the counterpart was looked for by. */
export function renderMissing(singular: string, keyField: string, key: string, tenant: string, t: Translate): string {
  const sentence = keyField === 'tenant'
    ? t('{0} has no {1}.', tenant, singular)
    : t('No {0} with the {1} "{2}" on {3}.', singular, keyField, key, tenant);
  return `${commentLine(sentence)}\n`;
}
