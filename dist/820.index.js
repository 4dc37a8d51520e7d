export const id = 820;
export const ids = [820];
export const modules = {

/***/ 5820:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fileAtCommit: () => (/* binding */ fileAtCommit)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8522);
/* harmony import */ var _repo_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7957);
// One file as it is at one commit, read from the checkout's git objects with no git command
// (a process costs start-up; docs/speed.md): loose objects and pack files (index version 2),
// deltas included, inflated with node:zlib. It answers only what the objects settle: the file,
// or that the commit holds no such file. Anything it cannot read (the commit not fetched, as in
// a shallow checkout; a blob left out by a partial clone; a pack index of another version) is
// `unavailable`, and the caller asks the API instead: this reader is a shortcut, never a verdict.




/** No commit, tree or policy file comes near this; a bigger object is not read (bounded memory). */
const MAX_OBJECT_BYTES = 64 * 1024 * 1024;
/** Git's own packs chain deltas 50 deep by default (`pack.depth`); `--depth` allows up to 4095. */
const MAX_DELTA_DEPTH = 4095;
const TYPES = [undefined, 'commit', 'tree', 'blob', 'tag'];
const OFS_DELTA = 6;
const REF_DELTA = 7;
class Unreadable extends Error {
}
/** `file` (`/`-separated, from the repository's root) at `commit` (a full object id). */
function fileAtCommit(repo, commit, file) {
    let store;
    try {
        store = new ObjectStore((0,_repo_js__WEBPACK_IMPORTED_MODULE_3__/* .commonDir */ .LQ)(repo), commit.length / 2);
        const top = store.read(commit.toLowerCase());
        if (!top)
            return { kind: 'unavailable', reason: `commit ${commit} is not in the checkout's git objects` };
        if (top.type !== 'commit')
            return { kind: 'unavailable', reason: `${commit} is a ${top.type}, not a commit` };
        const m = /^tree ([0-9a-f]+)$/m.exec(top.data.subarray(0, 200).toString('latin1'));
        if (!m)
            throw new Unreadable(`commit ${commit} names no tree`);
        let id = m[1];
        const parts = file.split('/');
        for (const [i, name] of parts.entries()) {
            const tree = store.read(id);
            if (!tree)
                return { kind: 'unavailable', reason: `tree ${id} is not in the checkout's git objects` };
            if (tree.type !== 'tree')
                throw new Unreadable(`${id} is a ${tree.type}, not a tree`);
            const entry = treeEntry(tree.data, name, store.hashBytes);
            if (!entry)
                return { kind: 'absent' };
            const last = i === parts.length - 1;
            if (!last && entry.mode !== '40000')
                return { kind: 'absent' };
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
        if (!blob)
            return { kind: 'unavailable', reason: `blob ${id} is not in the checkout's git objects` };
        if (blob.type !== 'blob')
            throw new Unreadable(`${id} is a ${blob.type}, not a blob`);
        return { kind: 'file', bytes: blob.data };
    }
    catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        return { kind: 'unavailable', reason: `the git objects could not be read (${why})` };
    }
    finally {
        store?.close();
    }
}
/** A tree's entry by name: `<mode> <name>\0<id bytes>`, repeated. */
function treeEntry(data, name, hashBytes) {
    const wanted = Buffer.from(name, 'utf8');
    let at = 0;
    while (at < data.length) {
        const space = data.indexOf(0x20, at);
        const nul = data.indexOf(0, space);
        if (space < 0 || nul < 0 || nul + 1 + hashBytes > data.length)
            throw new Unreadable('a tree is cut short');
        if (data.subarray(space + 1, nul).equals(wanted))
            return {
                mode: data.subarray(at, space).toString('latin1'),
                id: data.subarray(nul + 1, nul + 1 + hashBytes).toString('hex'),
            };
        at = nul + 1 + hashBytes;
    }
    return undefined;
}
/** The objects directory (and its alternates): loose objects, then the packs. */
class ObjectStore {
    hashBytes;
    dirs;
    packs;
    constructor(gitDir, hashBytes) {
        this.hashBytes = hashBytes;
        const objects = node_path__WEBPACK_IMPORTED_MODULE_1__.join(gitDir, 'objects');
        this.dirs = [objects, ...alternates(objects)];
    }
    read(id, depth = 0) {
        if (depth > MAX_DELTA_DEPTH)
            throw new Unreadable('a delta chain is too long');
        for (const dir of this.dirs) {
            const loose = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, id.slice(0, 2), id.slice(2));
            let raw;
            try {
                raw = node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(loose);
            }
            catch {
                continue;
            }
            return parseLoose(node_zlib__WEBPACK_IMPORTED_MODULE_2__.inflateSync(raw, { maxOutputLength: MAX_OBJECT_BYTES + 64 }));
        }
        const key = Buffer.from(id, 'hex');
        for (const pack of this.allPacks()) {
            const offset = findInIndex(pack, key, this.hashBytes);
            if (offset !== undefined)
                return this.readPacked(pack, offset, depth);
        }
        return undefined;
    }
    close() {
        for (const p of this.packs ?? [])
            node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync(p.fd);
        this.packs = [];
    }
    allPacks() {
        if (this.packs)
            return this.packs;
        this.packs = [];
        for (const dir of this.dirs) {
            const packDir = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, 'pack');
            let names;
            try {
                names = node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync(packDir).filter((n) => n.endsWith('.idx'));
            }
            catch {
                continue;
            }
            for (const name of names.sort()) {
                const idx = node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(node_path__WEBPACK_IMPORTED_MODULE_1__.join(packDir, name));
                // Version 2 (`\377tOc`, 2): what git has written since 1.5.2. Another is not read.
                if (idx.length < 8 + 256 * 4 || idx.readUInt32BE(0) !== 0xff744f63 || idx.readUInt32BE(4) !== 2)
                    throw new Unreadable(`${name} is not a version 2 pack index`);
                const fd = node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync(node_path__WEBPACK_IMPORTED_MODULE_1__.join(packDir, name.replace(/\.idx$/, '.pack')), 'r');
                this.packs.push({ idx, fd, size: node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync(fd).size, count: idx.readUInt32BE(8 + 255 * 4) });
            }
        }
        return this.packs;
    }
    readPacked(pack, offset, depth) {
        const head = readAt(pack, offset, 32);
        let byte = head[0];
        const type = (byte >> 4) & 7;
        let size = byte & 15;
        let at = 1;
        for (let shift = 4; byte & 0x80; shift += 7) {
            byte = head[at++];
            size += (byte & 0x7f) * 2 ** shift;
        }
        if (size > MAX_OBJECT_BYTES)
            throw new Unreadable(`an object of ${size} bytes is too large`);
        let base;
        if (type === OFS_DELTA) {
            // Big-endian, each continuation adding one (git's offset encoding).
            byte = head[at++];
            let back = byte & 0x7f;
            while (byte & 0x80) {
                byte = head[at++];
                back = (back + 1) * 128 + (byte & 0x7f);
            }
            if (back <= 0 || back > offset)
                throw new Unreadable('a delta points outside its pack');
            base = this.readPacked(pack, offset - back, depth + 1);
        }
        else if (type === REF_DELTA) {
            const baseId = readAt(pack, offset + at, this.hashBytes).toString('hex');
            at += this.hashBytes;
            base = this.read(baseId, depth + 1);
            if (!base)
                throw new Unreadable(`the delta base ${baseId} is missing`);
        }
        // Deflate adds at most 5 bytes a 16 KiB block and 6 of its own: the stream fits in this.
        const stream = readAt(pack, offset + at, size + (size >> 10) + 64);
        const data = node_zlib__WEBPACK_IMPORTED_MODULE_2__.inflateSync(stream, { maxOutputLength: Math.max(size, 1) });
        if (data.length !== size)
            throw new Unreadable('a packed object is not the size its header says');
        if (base)
            return { type: base.type, data: applyDelta(base.data, data) };
        const name = TYPES[type];
        if (!name)
            throw new Unreadable(`a packed object has the unknown type ${type}`);
        return { type: name, data };
    }
}
/** `objects/info/alternates`: other object directories this repository borrows from. */
function alternates(objects) {
    let text;
    try {
        text = node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(node_path__WEBPACK_IMPORTED_MODULE_1__.join(objects, 'info', 'alternates'), 'utf8');
    }
    catch {
        return [];
    }
    return text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#'))
        .map((l) => node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(objects, l));
}
function readAt(pack, offset, length) {
    const n = Math.max(0, Math.min(length, pack.size - offset));
    const out = Buffer.alloc(n);
    const got = n ? node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync(pack.fd, out, 0, n, offset) : 0;
    return out.subarray(0, got);
}
/** The offset of `key` in a version 2 index: the fan-out narrows, a binary search finds. */
function findInIndex(pack, key, hashBytes) {
    const { idx, count } = pack;
    const fan = 8;
    const first = key[0];
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
            if (!(small & 0x80000000))
                return small;
            const large = offsets + count * 4 + (small & 0x7fffffff) * 8;
            return idx.readUInt32BE(large) * 2 ** 32 + idx.readUInt32BE(large + 4);
        }
        if (cmp > 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return undefined;
}
/** `<type> <size>\0<data>`. */
function parseLoose(raw) {
    const nul = raw.indexOf(0);
    const m = /^(commit|tree|blob|tag) (\d+)$/.exec(raw.subarray(0, Math.max(nul, 0)).toString('latin1'));
    if (nul < 0 || !m)
        throw new Unreadable('a loose object has no header');
    const data = raw.subarray(nul + 1);
    if (data.length !== Number(m[2]))
        throw new Unreadable('a loose object is not the size its header says');
    return { type: m[1], data };
}
/** Git's delta: the sizes of base and result, then copies from the base and inserted bytes. */
function applyDelta(base, delta) {
    let at = 0;
    const varint = () => {
        let n = 0;
        let shift = 0;
        let byte;
        do {
            byte = delta[at++] ?? 0;
            n += (byte & 0x7f) * 2 ** shift;
            shift += 7;
        } while (byte & 0x80 && at < delta.length);
        return n;
    };
    if (varint() !== base.length)
        throw new Unreadable('a delta does not fit its base');
    const size = varint();
    if (size > MAX_OBJECT_BYTES)
        throw new Unreadable(`an object of ${size} bytes is too large`);
    const out = Buffer.alloc(size);
    let written = 0;
    while (at < delta.length) {
        const op = delta[at++];
        if (op & 0x80) {
            let offset = 0;
            let length = 0;
            for (let i = 0; i < 4; i++)
                if (op & (1 << i))
                    offset += delta[at++] * 2 ** (8 * i);
            for (let i = 0; i < 3; i++)
                if (op & (0x10 << i))
                    length += delta[at++] * 2 ** (8 * i);
            if (length === 0)
                length = 0x10000;
            if (offset + length > base.length || written + length > size)
                throw new Unreadable('a delta copies out of range');
            base.copy(out, written, offset, offset + length);
            written += length;
        }
        else if (op > 0) {
            if (at + op > delta.length || written + op > size)
                throw new Unreadable('a delta inserts out of range');
            delta.copy(out, written, at, at + op);
            at += op;
            written += op;
        }
        else
            throw new Unreadable('a delta holds the reserved instruction 0');
    }
    if (written !== size)
        throw new Unreadable('a delta does not make the size it says');
    return out;
}


/***/ })

};
