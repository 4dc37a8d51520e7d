// One file as it is at one commit, read from the checkout's git objects with no git command
// (a process costs start-up; docs/speed.md): loose objects and pack files (index version 2),
// deltas included, inflated with node:zlib. It answers only what the objects settle: the file,
// or that the commit holds no such file. Anything it cannot read (the commit not fetched, as in
// a shallow checkout; a blob left out by a partial clone; a pack index of another version) is
// `unavailable`, and the caller asks the API instead: this reader is a shortcut, never a verdict.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { commonDir, type GitRepo } from './repo.js';

export type AtCommit =
  | { kind: 'file'; bytes: Buffer }
  /** The commit is here and holds nothing at the path. */
  | { kind: 'absent' }
  /** The path is a link, a directory or a submodule at the commit, not a file. */
  | { kind: 'not-a-file'; what: string }
  | { kind: 'unavailable'; reason: string };

interface GitObject {
  type: 'commit' | 'tree' | 'blob' | 'tag';
  data: Buffer;
}

/** No commit, tree or policy file comes near this; a bigger object is not read (bounded memory). */
const MAX_OBJECT_BYTES = 64 * 1024 * 1024;
/** Git's own packs chain deltas 50 deep by default (`pack.depth`); `--depth` allows up to 4095. */
const MAX_DELTA_DEPTH = 4095;
const TYPES = [undefined, 'commit', 'tree', 'blob', 'tag'] as const;
const OFS_DELTA = 6;
const REF_DELTA = 7;

class Unreadable extends Error {}

/** `file` (`/`-separated, from the repository's root) at `commit` (a full object id). */
export function fileAtCommit(repo: GitRepo, commit: string, file: string): AtCommit {
  let store: ObjectStore | undefined;
  try {
    store = new ObjectStore(commonDir(repo), commit.length / 2);
    const top = store.read(commit.toLowerCase());
    if (!top) return { kind: 'unavailable', reason: `commit ${commit} is not in the checkout's git objects` };
    if (top.type !== 'commit') return { kind: 'unavailable', reason: `${commit} is a ${top.type}, not a commit` };
    const m = /^tree ([0-9a-f]+)$/m.exec(top.data.subarray(0, 200).toString('latin1'));
    if (!m) throw new Unreadable(`commit ${commit} names no tree`);
    let id = m[1]!;
    const parts = file.split('/');
    for (const [i, name] of parts.entries()) {
      const tree = store.read(id);
      if (!tree) return { kind: 'unavailable', reason: `tree ${id} is not in the checkout's git objects` };
      if (tree.type !== 'tree') throw new Unreadable(`${id} is a ${tree.type}, not a tree`);
      const entry = treeEntry(tree.data, name, store.hashBytes);
      if (!entry) return { kind: 'absent' };
      const last = i === parts.length - 1;
      if (!last && entry.mode !== '40000') return { kind: 'absent' };
      // A link's target is resolved by the API (the contents API follows a link to a file).
      if (last && entry.mode === '120000')
        return { kind: 'unavailable', reason: `${file} is a symbolic link at commit ${commit}` };
      if (last && entry.mode !== '100644' && entry.mode !== '100755') {
        const what = { '40000': 'a directory', '160000': 'a submodule' }[entry.mode];
        return { kind: 'not-a-file', what: what ?? `an entry of mode ${entry.mode}` };
      }
      id = entry.id;
    }
    const blob = store.read(id);
    if (!blob) return { kind: 'unavailable', reason: `blob ${id} is not in the checkout's git objects` };
    if (blob.type !== 'blob') throw new Unreadable(`${id} is a ${blob.type}, not a blob`);
    return { kind: 'file', bytes: blob.data };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { kind: 'unavailable', reason: `the git objects could not be read (${why})` };
  } finally {
    store?.close();
  }
}

/** A tree's entry by name: `<mode> <name>\0<id bytes>`, repeated. */
function treeEntry(data: Buffer, name: string, hashBytes: number): { mode: string; id: string } | undefined {
  const wanted = Buffer.from(name, 'utf8');
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const nul = data.indexOf(0, space);
    if (space < 0 || nul < 0 || nul + 1 + hashBytes > data.length) throw new Unreadable('a tree is cut short');
    if (data.subarray(space + 1, nul).equals(wanted))
      return {
        mode: data.subarray(at, space).toString('latin1'),
        id: data.subarray(nul + 1, nul + 1 + hashBytes).toString('hex'),
      };
    at = nul + 1 + hashBytes;
  }
  return undefined;
}

interface Pack {
  idx: Buffer;
  fd: number;
  size: number;
  count: number;
}

/** The objects directory (and its alternates): loose objects, then the packs. */
class ObjectStore {
  private readonly dirs: string[];
  private packs: Pack[] | undefined;

  constructor(
    gitDir: string,
    readonly hashBytes: number,
  ) {
    const objects = path.join(gitDir, 'objects');
    this.dirs = [objects, ...alternates(objects)];
  }

  read(id: string, depth = 0): GitObject | undefined {
    if (depth > MAX_DELTA_DEPTH) throw new Unreadable('a delta chain is too long');
    for (const dir of this.dirs) {
      const loose = path.join(dir, id.slice(0, 2), id.slice(2));
      let raw: Buffer;
      try {
        raw = fs.readFileSync(loose);
      } catch {
        continue;
      }
      return parseLoose(zlib.inflateSync(raw, { maxOutputLength: MAX_OBJECT_BYTES + 64 }));
    }
    const key = Buffer.from(id, 'hex');
    for (const pack of this.allPacks()) {
      const offset = findInIndex(pack, key, this.hashBytes);
      if (offset !== undefined) return this.readPacked(pack, offset, depth);
    }
    return undefined;
  }

  close(): void {
    for (const p of this.packs ?? []) fs.closeSync(p.fd);
    this.packs = [];
  }

  private allPacks(): Pack[] {
    if (this.packs) return this.packs;
    this.packs = [];
    for (const dir of this.dirs) {
      const packDir = path.join(dir, 'pack');
      let names: string[];
      try {
        names = fs.readdirSync(packDir).filter((n) => n.endsWith('.idx'));
      } catch {
        continue;
      }
      for (const name of names.sort()) {
        const idx = fs.readFileSync(path.join(packDir, name));
        // Version 2 (`\377tOc`, 2): what git has written since 1.5.2. Another is not read.
        if (idx.length < 8 + 256 * 4 || idx.readUInt32BE(0) !== 0xff744f63 || idx.readUInt32BE(4) !== 2)
          throw new Unreadable(`${name} is not a version 2 pack index`);
        const fd = fs.openSync(path.join(packDir, name.replace(/\.idx$/, '.pack')), 'r');
        this.packs.push({ idx, fd, size: fs.fstatSync(fd).size, count: idx.readUInt32BE(8 + 255 * 4) });
      }
    }
    return this.packs;
  }

  private readPacked(pack: Pack, offset: number, depth: number): GitObject {
    const head = readAt(pack, offset, 32);
    let byte = head[0]!;
    const type = (byte >> 4) & 7;
    let size = byte & 15;
    let at = 1;
    for (let shift = 4; byte & 0x80; shift += 7) {
      byte = head[at++]!;
      size += (byte & 0x7f) * 2 ** shift;
    }
    if (size > MAX_OBJECT_BYTES) throw new Unreadable(`an object of ${size} bytes is too large`);
    let base: GitObject | undefined;
    if (type === OFS_DELTA) {
      // Big-endian, each continuation adding one (git's offset encoding).
      byte = head[at++]!;
      let back = byte & 0x7f;
      while (byte & 0x80) {
        byte = head[at++]!;
        back = (back + 1) * 128 + (byte & 0x7f);
      }
      if (back <= 0 || back > offset) throw new Unreadable('a delta points outside its pack');
      base = this.readPacked(pack, offset - back, depth + 1);
    } else if (type === REF_DELTA) {
      const baseId = readAt(pack, offset + at, this.hashBytes).toString('hex');
      at += this.hashBytes;
      base = this.read(baseId, depth + 1);
      if (!base) throw new Unreadable(`the delta base ${baseId} is missing`);
    }
    // Deflate adds at most 5 bytes a 16 KiB block and 6 of its own: the stream fits in this.
    const stream = readAt(pack, offset + at, size + (size >> 10) + 64);
    const data = zlib.inflateSync(stream, { maxOutputLength: Math.max(size, 1) });
    if (data.length !== size) throw new Unreadable('a packed object is not the size its header says');
    if (base) return { type: base.type, data: applyDelta(base.data, data) };
    const name = TYPES[type];
    if (!name) throw new Unreadable(`a packed object has the unknown type ${type}`);
    return { type: name, data };
  }
}

/** `objects/info/alternates`: other object directories this repository borrows from. */
function alternates(objects: string): string[] {
  let text: string;
  try {
    text = fs.readFileSync(path.join(objects, 'info', 'alternates'), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => path.resolve(objects, l));
}

function readAt(pack: Pack, offset: number, length: number): Buffer {
  const n = Math.max(0, Math.min(length, pack.size - offset));
  const out = Buffer.alloc(n);
  const got = n ? fs.readSync(pack.fd, out, 0, n, offset) : 0;
  return out.subarray(0, got);
}

/** The offset of `key` in a version 2 index: the fan-out narrows, a binary search finds. */
function findInIndex(pack: Pack, key: Buffer, hashBytes: number): number | undefined {
  const { idx, count } = pack;
  const fan = 8;
  const first = key[0]!;
  let lo = first === 0 ? 0 : idx.readUInt32BE(fan + (first - 1) * 4);
  let hi = idx.readUInt32BE(fan + first * 4);
  const names = fan + 256 * 4;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const at = names + mid * hashBytes;
    const cmp = idx.compare(key, 0, hashBytes, at, at + hashBytes);
    if (cmp === 0) {
      const offsets = names + count * hashBytes + count * 4;
      const small = idx.readUInt32BE(offsets + mid * 4);
      if (!(small & 0x80000000)) return small;
      const large = offsets + count * 4 + (small & 0x7fffffff) * 8;
      return idx.readUInt32BE(large) * 2 ** 32 + idx.readUInt32BE(large + 4);
    }
    if (cmp > 0) hi = mid;
    else lo = mid + 1;
  }
  return undefined;
}

/** `<type> <size>\0<data>`. */
function parseLoose(raw: Buffer): GitObject {
  const nul = raw.indexOf(0);
  const m = /^(commit|tree|blob|tag) (\d+)$/.exec(raw.subarray(0, Math.max(nul, 0)).toString('latin1'));
  if (nul < 0 || !m) throw new Unreadable('a loose object has no header');
  const data = raw.subarray(nul + 1);
  if (data.length !== Number(m[2])) throw new Unreadable('a loose object is not the size its header says');
  return { type: m[1] as GitObject['type'], data };
}

/** Git's delta: the sizes of base and result, then copies from the base and inserted bytes. */
function applyDelta(base: Buffer, delta: Buffer): Buffer {
  let at = 0;
  const varint = () => {
    let n = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = delta[at++] ?? 0;
      n += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80 && at < delta.length);
    return n;
  };
  if (varint() !== base.length) throw new Unreadable('a delta does not fit its base');
  const size = varint();
  if (size > MAX_OBJECT_BYTES) throw new Unreadable(`an object of ${size} bytes is too large`);
  const out = Buffer.alloc(size);
  let written = 0;
  while (at < delta.length) {
    const op = delta[at++]!;
    if (op & 0x80) {
      let offset = 0;
      let length = 0;
      for (let i = 0; i < 4; i++) if (op & (1 << i)) offset += delta[at++]! * 2 ** (8 * i);
      for (let i = 0; i < 3; i++) if (op & (0x10 << i)) length += delta[at++]! * 2 ** (8 * i);
      if (length === 0) length = 0x10000;
      if (offset + length > base.length || written + length > size) throw new Unreadable('a delta copies out of range');
      base.copy(out, written, offset, offset + length);
      written += length;
    } else if (op > 0) {
      if (at + op > delta.length || written + op > size) throw new Unreadable('a delta inserts out of range');
      delta.copy(out, written, at, at + op);
      at += op;
      written += op;
    } else throw new Unreadable('a delta holds the reserved instruction 0');
  }
  if (written !== size) throw new Unreadable('a delta does not make the size it says');
  return out;
}
