import type { Node } from 'jsonc-parser';
import type { core } from 'zod/mini';
import { alternatives, DEFAULT_MESSAGE, describeInput, expectedName, messageOf, oneOf, sentence } from './messages';
import { quote, type OffsetProblem, type PathSegment } from './problem';
import { nodeAt, spanOf, spanOfMissing } from './tree';

type Issue = core.$ZodIssue;

/** One issue with its absolute path (union branches are expanded into their own issues). */
interface Located {
  issue: Issue;
  path: PathSegment[];
  /** Set when a union failed only on its type: "a string or a number". */
  union?: string[];
}

const toPath = (path: readonly PropertyKey[]): PathSegment[] => path.map((s) => (typeof s === 'number' ? s : String(s)));

/** Maps zod issues to problems on the exact key or value they are about. */
export function issueProblems(issues: readonly Issue[], root: Node | undefined): OffsetProblem[] {
  const located: Located[] = [];
  for (const issue of issues) expand(issue, [], located);
  const problems: OffsetProblem[] = [];
  for (const item of located) locate(item, root, problems);
  return problems;
}

/**
 * A failed union lists every branch's issues. When each branch failed only on the value's type or
 * literal, say which alternatives are accepted; otherwise report the branch that got furthest (no
 * type mismatch at the union's own level, fewest issues), as if it were the only schema.
 */
function expand(issue: Issue, prefix: PathSegment[], out: Located[]): void {
  const path = prefix.concat(toPath(issue.path));
  if (issue.code === 'invalid_union' && issue.errors.length > 0 && issue.discriminator === undefined) {
    const atRoot = (i: Issue) => i.path.length === 0 && (i.code === 'invalid_type' || i.code === 'invalid_value');
    if (issue.errors.every((branch) => branch.length > 0 && branch.every(atRoot))) {
      const options = issue.errors.flat().flatMap((i) => (i.code === 'invalid_type' ? [expectedName(i.expected)] : i.code === 'invalid_value' ? i.values.map((v) => quote(v, 80)) : []));
      out.push({ issue, path, union: options });
      return;
    }
    const viable = issue.errors.filter((branch) => !branch.some(atRoot));
    if (viable.length > 0) {
      const best = viable.reduce((a, b) => (b.length < a.length ? b : a));
      for (const inner of best) expand(inner, path, out);
      return;
    }
  }
  out.push({ issue, path });
}

function locate({ issue, path, union }: Located, root: Node | undefined, out: OffsetProblem[]): void {
  const custom = issue.message && issue.message !== DEFAULT_MESSAGE ? sentence(issue.message) : undefined;
  const push = (span: [number, number], message: string, problemPath: PathSegment[], code: string = issue.code) =>
    out.push({ start: span[0], end: span[1], message, path: problemPath, code });

  if (issue.code === 'unrecognized_keys') {
    const byKey = keyNodes(nodeAt(root, path), new Set(issue.keys));
    for (const key of issue.keys) {
      const keyPath = path.concat(key);
      const message = custom ?? `Unknown property ${quote(key, 80)}: not accepted by the server`;
      const keys = byKey.get(key) ?? [];
      if (keys.length === 0) push(spanOfMissing(root, keyPath), message, keyPath);
      // Every occurrence, duplicates included: each one would be rejected.
      for (const k of keys) push([k.offset, k.offset + k.length], message, keyPath);
    }
    return;
  }

  const node = nodeAt(root, path);
  if (node === undefined) {
    // Nothing at the path: a required property (or a discriminator) that is missing.
    const last = path[path.length - 1];
    const what = typeof last === 'number' ? `Missing array item [${last}]` : `Missing required property ${quote(last ?? '', 80)}`;
    const options = issue.code === 'invalid_value' ? issue.values : issue.code === 'invalid_union' && 'options' in issue ? issue.options : undefined;
    const hint = options !== undefined && options.length > 0 ? `: must be ${oneOf(options)}` : '';
    push(spanOfMissing(root, path), custom ?? `${what}${hint}`, path, 'missing_property');
    return;
  }

  if (union !== undefined) {
    const input = (issue as { input?: unknown }).input;
    push(spanOf(node, 'value'), custom ?? `Must be ${alternatives(union)}${input === undefined ? '' : ` (is ${describeInput(input)})`}`, path);
    return;
  }
  if (issue.code === 'invalid_union' && issue.discriminator !== undefined && 'options' in issue && issue.options && !custom) {
    // The issue's input is the whole object; say what the discriminator itself holds.
    const found = node.type === 'object' || node.type === 'array' ? describeInput(node.type === 'array' ? [] : {}) : quote(node.value);
    push(spanOf(node, 'value'), `Must be ${oneOf(issue.options)} (is ${found})`, path);
    return;
  }
  push(spanOf(node, issue.code === 'invalid_key' ? 'key' : 'value'), messageOf(issue), path);
}

/** Key nodes of the properties named in `keys`, grouped by name, in document order (one pass). */
function keyNodes(object: Node | undefined, keys: ReadonlySet<string>): Map<string, Node[]> {
  const found = new Map<string, Node[]>();
  if (object === undefined || object.type !== 'object' || object.children === undefined) return found;
  for (const property of object.children) {
    const keyNode = property.children?.[0];
    if (keyNode === undefined || !keys.has(keyNode.value)) continue;
    const list = found.get(keyNode.value);
    if (list === undefined) found.set(keyNode.value, [keyNode]);
    else list.push(keyNode);
  }
  return found;
}
