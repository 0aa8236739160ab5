/**
 * An application's URL lists as the service reads them (pure): each entry a URL (a native app's custom scheme, e.g.
 * `com.example.app://callback`, is one), a wildcard only as the host's leftmost labels (`https://*.example.com`),
 * never in the scheme, port, path or query; origins are a scheme, host and port only; no entry twice.
 */
import * as z from 'zod/mini';

export type UrlListKind = 'callback' | 'origin' | 'logout';

/** Why an entry of a URL list is refused, or undefined when the service takes it. */
export function urlProblem(entry: string, kind: UrlListKind): string | undefined {
  if (entry.trim() !== entry || entry === '') return 'must be a URL without spaces around it';
  // The service's placeholders ({organization_name}) stand for a host label.
  const plain = entry.replace(/\{[a-z_]+\}/g, 'placeholder');
  const starred = plain.replace(/\*/g, 'wildcard');
  if (!URL.canParse(starred)) return 'is not a URL: write it with its scheme, e.g. "https://app.example.com/callback"';
  const url = new URL(starred);
  if (plain.includes('*')) {
    const [hostPart = ''] = plain.slice(plain.indexOf('//') + 2).split(/[/?#]/);
    const host = hostPart.replace(/:\d+$/, '');
    const labels = host.split('.');
    const firstPlain = labels.findIndex((l) => !l.includes('*'));
    const wildcardOk = firstPlain > 0 && labels.slice(0, firstPlain).every((l) => l === '*') && labels.slice(firstPlain).every((l) => !l.includes('*')) && labels.length - firstPlain >= 2;
    if (!wildcardOk || plain.slice(plain.indexOf('//') + 2 + hostPart.length).includes('*') || plain.slice(0, plain.indexOf('//')).includes('*')) {
      return 'has a wildcard where the service takes none: only as the host\'s first labels, e.g. "https://*.example.com"';
    }
  }
  if (kind === 'origin' && ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)) {
    return 'is an origin: scheme, host and port only, without a path, e.g. "https://app.example.com"';
  }
  return undefined;
}

/** A URL list's schema: each entry checked, then no entry twice (the message on the second one). */
export function urlListSchema(kind: UrlListKind) {
  return z.array(z.string().check(z.superRefine((entry, ctx) => {
    const problem = urlProblem(entry, kind);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: entry });
  }))).check(z.superRefine((list, ctx) => {
    list.forEach((entry, i) => {
      if (list.indexOf(entry) !== i) ctx.issues.push({ code: 'custom', message: `lists "${entry}" twice: remove one`, input: entry, path: [i] });
    });
  }));
}
