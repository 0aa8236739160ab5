import { getNodePath, type Node } from 'jsonc-parser';
import type { OffsetProblem, PathSegment } from './problem';

import { hasOwn, setOwn } from '../util/own';

/**
 * The JavaScript value of a jsonc-parser tree, built in one walk that also reports duplicate keys
 * (every repeat after the first, on its key). Like `JSON.parse`, the last duplicate wins and
 * `"__proto__"` becomes an own property.
 */
export function buildValue(root: Node, duplicates: Node[]): unknown {
  return build(root, duplicates);
}

function build(node: Node, duplicates: Node[]): unknown {
  const children = node.children;
  if (node.type === 'object') {
    const object: Record<string, unknown> = {};
    if (children !== undefined) {
      for (let i = 0; i < children.length; i++) {
        const parts = children[i].children!;
        const keyNode = parts[0];
        const key = keyNode.value as string;
        const valueNode = parts[1];
        const value = valueNode === undefined ? undefined : build(valueNode, duplicates);
        if (hasOwn(object, key)) duplicates.push(keyNode);
        if (key === '__proto__') setOwn(object, key, value);
        else object[key] = value;
      }
    }
    return object;
  }
  if (node.type === 'array') {
    const n = children === undefined ? 0 : children.length;
    const array: unknown[] = new Array(n);
    for (let i = 0; i < n; i++) array[i] = build(children![i], duplicates);
    return array;
  }
  return node.value;
}

export function duplicateProblems(duplicates: readonly Node[]): OffsetProblem[] {
  return duplicates.map((keyNode) => ({
    start: keyNode.offset,
    end: keyNode.offset + keyNode.length,
    message: `Duplicate key ${JSON.stringify(keyNode.value)}: the server would keep only one value`,
    path: getNodePath(keyNode),
    code: 'duplicate_key',
  }));
}

/**
 * The value node at `path`, like jsonc-parser's `findNodeAtLocation` except that among duplicate
 * keys the last one wins, matching the value that was validated.
 */
export function nodeAt(root: Node | undefined, path: readonly PropertyKey[]): Node | undefined {
  let node = root;
  for (let s = 0; node !== undefined && s < path.length; s++) {
    const segment = path[s];
    const children: Node[] | undefined = node.children;
    if (children === undefined) return undefined;
    if (node.type === 'object') {
      const key = String(segment);
      let found: Node | undefined;
      for (let i = children.length - 1; i >= 0 && found === undefined; i--) {
        const parts = children[i].children;
        if (parts !== undefined && parts.length === 2 && parts[0].value === key) found = parts[1];
      }
      node = found;
    } else if (node.type === 'array' && typeof segment === 'number') {
      node = children[segment];
    } else return undefined;
  }
  return node;
}

export type Target = 'key' | 'value';

/** Offsets of a value node, or of its property key when asked for and it has one. */
export function spanOf(node: Node, what: Target): [number, number] {
  const parent = node.parent;
  if (what === 'key' && parent !== undefined && parent.type === 'property' && parent.children !== undefined) {
    const key = parent.children[0];
    return [key.offset, key.offset + key.length];
  }
  return [node.offset, node.offset + node.length];
}

/**
 * Where to report something that is absent at `path` (a missing property): the key of the
 * nearest existing enclosing property, or the opening brace/bracket of an enclosing object or
 * array that is not a property value (the root, an array element).
 */
export function spanOfMissing(root: Node | undefined, path: readonly PathSegment[]): [number, number] {
  if (root === undefined) return [0, 0];
  for (let n = path.length - 1; n >= 0; n--) {
    const container = nodeAt(root, path.slice(0, n));
    if (container === undefined) continue;
    const parent = container.parent;
    if (parent !== undefined && parent.type === 'property') return spanOf(container, 'key');
    return [container.offset, container.offset + 1];
  }
  return [root.offset, root.offset + 1];
}

/** Span for a path that may not exist: the node itself, else as for a missing property. */
export function spanOfPath(root: Node | undefined, path: readonly PathSegment[], what: Target): [number, number] {
  const node = nodeAt(root, path);
  return node !== undefined ? spanOf(node, what) : spanOfMissing(root, path);
}
