// Reading a .vsix (a zip file) with yauzl: its entries, one entry's text, or all of it extracted to a folder.
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

/** Calls `each(entry, zip)` for every entry of the zip file, in order; resolves when all are done. */
async function walk(file, each) {
  const zip = await new Promise((ok, fail) => yauzl.open(file, { lazyEntries: true }, (e, z) => (e ? fail(e) : ok(z))));
  try {
    await new Promise((ok, fail) => {
      zip.on('entry', (entry) => Promise.resolve(each(entry, zip)).then(() => zip.readEntry(), fail));
      zip.on('end', ok);
      zip.on('error', fail);
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

const open = (zip, entry) => new Promise((ok, fail) => zip.openReadStream(entry, (e, s) => (e ? fail(e) : ok(s))));

/** The entries of a zip file: { name, size } (uncompressed size). */
export async function zipEntries(file) {
  const entries = [];
  await walk(file, (e) => { entries.push({ name: e.fileName, size: e.uncompressedSize }); });
  return entries;
}

/** The text of one entry, or undefined when the zip has no such entry. */
export async function zipText(file, name) {
  let text;
  await walk(file, async (entry, zip) => {
    if (entry.fileName !== name) return;
    const chunks = [];
    for await (const chunk of await open(zip, entry)) chunks.push(chunk);
    text = Buffer.concat(chunks).toString('utf8');
  });
  return text;
}

/** Extracts every file of the zip into `dir` (refusing entries that would land outside it). */
export async function unzip(file, dir) {
  const base = resolve(dir);
  await walk(file, async (entry, zip) => {
    if (entry.fileName.endsWith('/')) return;
    const dest = resolve(join(base, entry.fileName));
    if (!dest.startsWith(base + sep)) throw new Error(`${entry.fileName}: outside the folder`);
    mkdirSync(dirname(dest), { recursive: true });
    await pipeline(await open(zip, entry), createWriteStream(dest));
  });
}
