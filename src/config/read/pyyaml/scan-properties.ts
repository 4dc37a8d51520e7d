// The scanning of node properties and directives: anchors and aliases (`&name`, `*name`), tags
// (`!`, `!!str`, `!handle!suffix`, `!<uri>`) with their `%` escapes, and a directive's name and
// version, each refused where PyYAML refuses it, with its words.

import { isBlankOrEnd, isHex, isWordChar, pyRepr, spaceOrBreak, type Mark } from './marks.js';
import { Reader } from './reader.js';
import type { Token } from './tokens.js';

const URI_CHAR = /^[0-9A-Za-z\-;/?:@&=+$,_.!~*'()[\]%]$/;

export class PropertyReader extends Reader {
  protected directiveName(start: Mark): string {
    let n = 0;
    while (isWordChar(this.ch(n))) n++;
    const problem = (c: string) => `expected alphabetic or numeric character, but found ${pyRepr(c)}`;
    if (n === 0) this.fail('while scanning a directive', start, problem(this.ch()));
    const name = this.slice(n);
    this.forward(n);
    if (!spaceOrBreak(this.ch())) this.fail('while scanning a directive', start, problem(this.ch()));
    return name;
  }

  protected yamlVersion(start: Mark): [number, number] {
    while (this.ch() === ' ') this.forward();
    const major = this.versionNumber(start);
    if (this.ch() !== '.')
      this.fail('while scanning a directive', start, `expected a digit or '.', but found ${pyRepr(this.ch())}`);
    this.forward();
    const minor = this.versionNumber(start);
    if (!spaceOrBreak(this.ch()))
      this.fail('while scanning a directive', start, `expected a digit or ' ', but found ${pyRepr(this.ch())}`);
    return [major, minor];
  }

  protected versionNumber(start: Mark): number {
    if (!/^[0-9]$/.test(this.ch()))
      this.fail('while scanning a directive', start, `expected a digit, but found ${pyRepr(this.ch())}`);
    let n = 0;
    while (/^[0-9]$/.test(this.ch(n))) n++;
    const value = Number(this.slice(n));
    this.forward(n);
    return value;
  }

  protected anchorLike(kind: '<alias>' | '<anchor>'): Token {
    const start = this.mark();
    const context = kind === '<alias>' ? 'while scanning an alias' : 'while scanning an anchor';
    this.forward();
    let n = 0;
    while (isWordChar(this.ch(n))) n++;
    const problem = (c: string) => `expected alphabetic or numeric character, but found ${pyRepr(c)}`;
    if (n === 0) this.fail(context, start, problem(this.ch()));
    const name = this.slice(n);
    this.forward(n);
    const after = this.ch();
    if (!(isBlankOrEnd(after) || '?:,]}%@`'.includes(after))) this.fail(context, start, problem(after));
    return { kind, start, end: this.mark(), value: name };
  }

  protected tag(): Token {
    const start = this.mark();
    let handle: string | undefined;
    let suffix: string;
    const next = this.ch(1);
    if (next === '<') {
      this.forward(2);
      suffix = this.tagUri('tag', start);
      if (this.ch() !== '>') this.fail('while parsing a tag', start, `expected '>', but found ${pyRepr(this.ch())}`);
      this.forward();
    } else if (isBlankOrEnd(next)) {
      suffix = '!';
      this.forward();
    } else {
      // `!name!suffix` when a second `!` comes before the next blank, else `!suffix`.
      let n = 1;
      let named = false;
      for (let c = next; !spaceOrBreak(c); c = this.ch(++n)) {
        if (c === '!') {
          named = true;
          break;
        }
      }
      if (named) handle = this.tagHandle('tag', start);
      else {
        handle = '!';
        this.forward();
      }
      suffix = this.tagUri('tag', start);
    }
    if (!spaceOrBreak(this.ch()))
      this.fail('while scanning a tag', start, `expected ' ', but found ${pyRepr(this.ch())}`);
    return { kind: '<tag>', start, end: this.mark(), handle, suffix };
  }

  protected tagHandle(what: string, start: Mark): string {
    const context = `while scanning a ${what}`;
    if (this.ch() !== '!') this.fail(context, start, `expected '!', but found ${pyRepr(this.ch())}`);
    let n = 1;
    if (this.ch(n) !== ' ') {
      while (isWordChar(this.ch(n))) n++;
      if (this.ch(n) !== '!') {
        const found = this.ch(n);
        this.forward(n);
        this.fail(context, start, `expected '!', but found ${pyRepr(found)}`);
      }
      n++;
    }
    const handle = this.slice(n);
    this.forward(n);
    return handle;
  }

  protected tagUri(what: string, start: Mark): string {
    let out = '';
    let n = 0;
    while (URI_CHAR.test(this.ch(n))) {
      if (this.ch(n) === '%') {
        out += this.slice(n);
        this.forward(n);
        n = 0;
        out += this.uriEscapes(what, start);
      } else n++;
    }
    if (n > 0) {
      out += this.slice(n);
      this.forward(n);
    }
    if (out === '') this.fail(`while parsing a ${what}`, start, `expected URI, but found ${pyRepr(this.ch(n))}`);
    return out;
  }

  protected uriEscapes(what: string, start: Mark): string {
    const bytes: number[] = [];
    const at = this.mark();
    while (this.ch() === '%') {
      this.forward();
      for (let k = 0; k < 2; k++)
        if (!isHex(this.ch(k)))
          this.fail(
            `while scanning a ${what}`,
            start,
            `expected URI escape sequence of 2 hexadecimal numbers, but found ${pyRepr(this.ch(k))}`,
          );
      bytes.push(parseInt(this.slice(2), 16));
      this.forward(2);
    }
    const bad = utf8Error(bytes);
    if (bad) this.fail(`while scanning a ${what}`, start, bad, at);
    return new TextDecoder('utf-8').decode(new Uint8Array(bytes));
  }
}

/** Python's message for bytes that are not UTF-8 (PyYAML passes it on for a tag's `%` escapes), or undefined. */
function utf8Error(bytes: number[]): string | undefined {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const need = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : 0;
    if (need === 0) return decodeMessage(bytes, i, 1, 'invalid start byte');
    // The second byte's range narrows after E0, ED, F0 and F4 (no overlong forms, no surrogates).
    const low = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    const high = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined) return decodeMessage(bytes, i, k, 'unexpected end of data');
      const [lo, hi] = k === 1 ? [low, high] : [0x80, 0xbf];
      if (c < lo || c > hi) return decodeMessage(bytes, i, k, 'invalid continuation byte');
    }
    i += need + 1;
  }
  return undefined;
}

function decodeMessage(bytes: number[], at: number, length: number, reason: string): string {
  const where =
    length === 1
      ? `byte 0x${bytes[at]!.toString(16).padStart(2, '0')} in position ${at}`
      : `bytes in position ${at}-${at + length - 1}`;
  return `'utf-8' codec can't decode ${where}: ${reason}`;
}
