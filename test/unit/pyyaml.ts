// PyYAML's reading of texts, for the differential test (pyyaml.test.ts): the builder reads
// component_config.yaml with PyYAML's SafeLoader, so what it refuses the checker must refuse,
// and what it reads the checker must read alike. One python3 process reads every text (JSON
// lines in, JSON lines out). Python's values come back in a form JSON holds: a mapping as its
// pairs (keys may be numbers, booleans, null, dates), a date as its text, an integer past 2^53
// as its digits, NaN and the infinities by name.

import { spawnSync } from 'node:child_process';

/** A refusal by PyYAML's scanner, parser or composer carries its problem text and mark (0-based line). */
export type PyRead = { ok: unknown } | { error: string; problem?: string; line?: number; column?: number };

// Timestamps are constructed (PyYAML refuses `2024-02-30` there) and then kept as their text, as
// the checker keeps them. A value budget stops an alias bomb's expansion; a cycle is named.
const SCRIPT = String.raw`
import sys, json, math, base64, yaml

class Ts(str):
    pass

class Loader(yaml.SafeLoader):
    pass

def timestamp(loader, node):
    loader.construct_yaml_timestamp(node)
    return Ts(node.value)

Loader.add_constructor('tag:yaml.org,2002:timestamp', timestamp)

class TooBig(Exception):
    pass

def enc(v, budget, seen):
    budget[0] -= 1
    if budget[0] < 0:
        raise TooBig()
    if isinstance(v, Ts):
        return {'$ts': str(v)}
    if v is None or isinstance(v, (bool, str)):
        return v
    if isinstance(v, int):
        return v if abs(v) < 2**53 else {'$int': str(v)}
    if isinstance(v, float):
        if math.isnan(v):
            return {'$float': 'nan'}
        if math.isinf(v):
            return {'$float': 'inf' if v > 0 else '-inf'}
        return v
    if isinstance(v, bytes):
        return {'$binary': base64.b64encode(v).decode()}
    if id(v) in seen:
        return {'$cycle': True}
    if isinstance(v, (list, dict)):
        seen.add(id(v))
        try:
            if isinstance(v, list):
                return [enc(x, budget, seen) for x in v]
            return {'$map': [[enc(k, budget, seen), enc(x, budget, seen)] for k, x in v.items()]}
        finally:
            seen.discard(id(v))
    return {'$other': type(v).__name__}

for line in sys.stdin:
    text = json.loads(line)
    try:
        data = yaml.load(text, Loader=Loader)
        try:
            out = {'ok': enc(data, [200000], set())}
        except TooBig:
            out = {'big': True}
    except RecursionError:
        out = {'error': 'RecursionError: nested too deep'}
    except (yaml.scanner.ScannerError, yaml.parser.ParserError, yaml.composer.ComposerError) as e:
        out = {'error': type(e).__name__ + ': ' + ' | '.join(str(e).splitlines()),
               'problem': e.problem, 'line': e.problem_mark.line, 'column': e.problem_mark.column}
    except Exception as e:
        out = {'error': type(e).__name__ + ': ' + ' | '.join(str(e).splitlines())}
    sys.stdout.write(json.dumps(out) + '\n')
    sys.stdout.flush()
`;

const INSTALL = 'PyYAML is needed: install python3-yaml (apt-get install python3-yaml), or PyYAML for python3';

/** The first interpreter that can import yaml: the system's, then python3 on PATH. */
export function findPython(): string {
  for (const python of ['/usr/bin/python3', 'python3']) {
    const r = spawnSync(python, ['-c', 'import yaml'], { stdio: 'ignore' });
    if (r.status === 0) return python;
  }
  throw new Error(INSTALL);
}

/** PyYAML's reading of each text, in order; `{ big: true }` reads become `undefined`. */
export function pyyamlRead(texts: readonly string[]): Array<PyRead | undefined> {
  const python = findPython();
  const input = texts.map((t) => JSON.stringify(t) + '\n').join('');
  const r = spawnSync(python, ['-c', SCRIPT], {
    input,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, PYTHONIOENCODING: 'utf-8', PYTHONUTF8: '1' },
  });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${python} failed (${r.status}): ${r.stderr}`);
  const lines = r.stdout.split('\n').filter((l) => l !== '');
  if (lines.length !== texts.length) throw new Error(`${python} answered ${lines.length} of ${texts.length} texts`);
  return lines.map((l) => {
    const got = JSON.parse(l) as PyRead | { big: true };
    return 'big' in got ? undefined : got;
  });
}
