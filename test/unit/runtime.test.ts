// The runtime answers a check's Needs in one place: a file is handed over, or the parts it names
// are loaded (each once) and it is checked again; and it alone decides how many threads check.
import { describe, expect, it } from 'vitest';
import type { Needs, Parts } from '../../src/config/parts.js';
import { HandOver, parts, threadsFor, withParts } from '../../src/run/runtime.js';

describe('withParts', () => {
  it('hands a file over when the hand-over takes it, loading nothing', async () => {
    const calls: Array<Readonly<Parts>> = [];
    const r = await withParts<{ ok: true }>(
      (given) => {
        calls.push({ ...given });
        return { needs: ['schema-findings'] };
      },
      () => true,
    );
    expect(r).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('loads what a check names, each part once, until it has its result', async () => {
    const asked: string[] = [];
    const r = await withParts<{ ok: true }>((given): { ok: true } | Needs => {
      if (!given.fullRead) return (asked.push('full-read'), { needs: ['full-read'] });
      if (!given.schemaFindings) return (asked.push('schema-findings'), { needs: ['schema-findings'] });
      return { ok: true };
    });
    expect(r).toEqual({ ok: true });
    expect(typeof parts().fullRead?.readFull).toBe('function');
    expect(typeof parts().schemaFindings).toBe('function');
    expect(asked.length).toBeLessThanOrEqual(2);
  });

  it('says a check that asks for a part it was given is a bug, instead of asking forever', async () => {
    await withParts((given): { ok: true } | Needs => (given.fullRead ? { ok: true } : { needs: ['full-read'] }));
    await expect(withParts(() => ({ needs: ['full-read'] }) as Needs)).rejects.toThrow(/which it was given/);
  });
});

describe('the threads and the hand-over share', () => {
  it('adds a thread for each 400 files found, up to the cores; on two cores, a worker from 10,000 files', () => {
    expect([0, 399, 800, 1199, 1200, 5000].map((n) => threadsFor(n, 4))).toEqual([1, 1, 2, 2, 3, 4]);
    expect([800, 1200, 1600].map((n) => threadsFor(n, 3))).toEqual([2, 3, 3]);
    expect([800, 5000, 9999, 10_000, 100_000].map((n) => threadsFor(n, 2))).toEqual([1, 1, 1, 2, 2]);
    expect(threadsFor(100_000, 1)).toBe(1);
  });

  it('hands over up to a chunk and 15% of the files a worker took', () => {
    const share = new HandOver();
    share.took(1000);
    let handed = 0;
    while (share.handOver()) handed++;
    expect(handed).toBe(64 + 150);
  });
});
