// Paths inside a document: as arrays (for code), as JSON pointers (TypeBox's instancePath, the
// key of the place table) and as the dotted form users read (`build_config.package_data[1][0]`).

export type Path = Array<string | number>;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function formatPath(path: Path): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (IDENTIFIER.test(part)) out += out ? `.${part}` : part;
    else out += `["${part.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`;
  }
  return out;
}

/** A key as one JSON pointer segment (`~` and `/` escaped). */
export function escapeSegment(key: string): string {
  return key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;
}

export function pointerChild(pointer: string, key: string): string {
  return `${pointer}/${escapeSegment(key)}`;
}

/** The JSON pointer of a path: TypeBox's instancePath, the key of the place table. */
export function pointerOf(path: Path): string {
  let out = '';
  for (const p of path) out += `/${typeof p === 'number' ? p : escapeSegment(p)}`;
  return out;
}
