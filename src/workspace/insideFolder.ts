/**
 * Whether files about to be written stay inside a workspace folder once links are followed (pure Node, no
 * `vscode`): a planted link (`<tenant>/connections` → elsewhere) must not make an export write outside it.
 */
import { lstat, realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Where `path` really is: its nearest existing ancestor's real path with the rest appended; undefined for a link
 * that leads nowhere (writing through it would create its target, wherever that is).
 */
export async function realPathOf(path: string): Promise<string | undefined> {
  const rest: string[] = [];
  for (let at = path; ; at = dirname(at)) {
    try {
      return join(await realpath(at), ...rest);
    } catch (err) {
      if (!missing(err)) throw err;
      if (await lstat(at).then(() => true, () => false)) return undefined;
      if (dirname(at) === at) throw err;
      rest.unshift(basename(at));
    }
  }
}

const inside = (root: string, path: string): boolean => {
  const r = relative(root, path);
  return r === '' || (r.split(sep)[0] !== '..' && !isAbsolute(r));
};

/** The `files` whose real place is not inside the real `folder`. */
export async function outsideFolder(folder: string, files: readonly string[]): Promise<string[]> {
  const root = await realpath(folder);
  const out: string[] = [];
  for (const file of files) {
    const real = await realPathOf(file);
    if (real === undefined || !inside(root, real)) out.push(file);
  }
  return out;
}
