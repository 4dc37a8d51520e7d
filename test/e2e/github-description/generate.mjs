// `npm run generate:openapi`: the part of GitHub's descriptions the fake GitHub needs, as test
// data (rest.json, webhooks.json beside this file), instead of the two description packages as
// devDependencies (385 MB of which the tests read one file).
//
// What is kept, and why the fake stays as strict as with the whole description:
// - rest.json: the operations the fake answers (the keys of OPERATIONS in github-server.ts, read
//   from its source) with every component they reach through `$ref`, plus the method, path and
//   id of every other operation, so that a request is matched to the same operation as against
//   the whole description and one the fake does not keep is a violation naming it.
// - webhooks.json: the webhook schemas of the events the tests send (EVENTS below), every
//   action of each, with every component they reach.
// Examples are left out (the fake never reads them: openapi.ts drops them before compiling).
//
// To move to a newer description: change the versions below, run the script, run the e2e tier.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REST_PACKAGE = '@octokit/openapi@23.0.2';
export const WEBHOOKS_PACKAGE = '@octokit/openapi-webhooks@12.1.0';
/** The events whose payloads the tests build or check (pull_request_target carries pull_request's). */
export const EVENTS = ['pull_request', 'push', 'merge_group', 'workflow_dispatch'];
const FILE = 'generated/api.github.com.json';

const HERE = dirname(fileURLToPath(import.meta.url));
export const REST_FILE = join(HERE, 'rest.json');
export const WEBHOOKS_FILE = join(HERE, 'webhooks.json');
export const SERVER_SOURCE = join(HERE, '..', 'github-server.ts');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The operation ids the fake answers: the keys of `const OPERATIONS = { ... };` in github-server.ts. */
export function fakeOperations(source) {
  const block = /const OPERATIONS\b[^=]*=\s*\{([^}]*)\}/.exec(source);
  if (!block) throw new Error(`no "const OPERATIONS = { ... }" in ${SERVER_SOURCE}`);
  return [...block[1].matchAll(/'([^']+)'\s*:/g)].map((m) => m[1]).sort();
}

function isPlain(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `node` without examples. */
function withoutExamples(node) {
  if (Array.isArray(node)) return node.map(withoutExamples);
  if (!isPlain(node)) return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) if (k !== 'examples' && k !== 'example') out[k] = withoutExamples(v);
  return out;
}

function pointerGet(doc, ref) {
  return ref
    .slice(2)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((o, k) => o?.[k], doc);
}

/** `roots` with every `#/components/<kind>/<name>` they reach, as a components object. */
function reachedComponents(doc, roots) {
  const components = {};
  const queue = [...roots];
  while (queue.length > 0) {
    const node = queue.pop();
    if (Array.isArray(node)) queue.push(...node);
    if (!isPlain(node)) continue;
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') {
        const m = /^#\/components\/([^/]+)\/([^/]+)$/.exec(v);
        if (!m) throw new Error(`a $ref the generator does not follow: ${v}`);
        const [, kind, name] = m;
        components[kind] ??= {};
        if (components[kind][name] !== undefined) continue;
        const target = pointerGet(doc, v);
        if (target === undefined) throw new Error(`a $ref to nothing: ${v}`);
        components[kind][name] = target;
        queue.push(target);
      } else {
        queue.push(v);
      }
    }
  }
  const sorted = {};
  for (const kind of Object.keys(components).sort()) {
    sorted[kind] = {};
    for (const name of Object.keys(components[kind]).sort()) sorted[kind][name] = components[kind][name];
  }
  return sorted;
}

export function restSubset(whole, wanted, source) {
  const doc = withoutExamples(whole);
  const paths = {};
  const index = [];
  const kept = new Set();
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      index.push([method, template, op.operationId]);
      if (!wanted.includes(op.operationId)) continue;
      kept.add(op.operationId);
      paths[template] ??= item.parameters ? { parameters: item.parameters } : {};
      paths[template][method] = op;
    }
  }
  const missing = wanted.filter((id) => !kept.has(id));
  if (missing.length > 0) throw new Error(`not in ${source}: ${missing.join(', ')}`);
  return {
    openapi: doc.openapi,
    info: { ...doc.info, 'x-subset-of': source },
    'x-operations': index,
    paths,
    components: reachedComponents(doc, [paths]),
  };
}

export function webhooksSubset(whole, events, source) {
  const doc = withoutExamples(whole);
  const names = events.map((e) => `webhook-${e.replace(/_/g, '-')}`);
  const roots = Object.keys(doc.components.schemas).filter((k) => names.some((n) => k === n || k.startsWith(`${n}-`)));
  for (const n of names)
    if (!roots.some((k) => k === n || k.startsWith(`${n}-`))) throw new Error(`no webhook schema ${n} in ${source}`);
  return {
    openapi: doc.openapi,
    info: { ...doc.info, 'x-subset-of': source, 'x-events': events },
    components: reachedComponents(
      doc,
      roots.map((k) => ({ $ref: `#/components/schemas/${k}` })),
    ),
  };
}

/** The description file of `spec` (name@version), from the package's tarball, without installing it. */
function fetchDescription(spec, dir) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const pack = spawnSync(npm, ['pack', spec, '--silent', '--pack-destination', dir], {
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  if (pack.status !== 0) throw new Error(`npm pack ${spec} failed:\n${pack.stderr}`);
  const tarball = join(dir, pack.stdout.trim().split('\n').pop());
  const tar = spawnSync('tar', ['-xzf', tarball, '-C', dir, `package/${FILE}`], { encoding: 'utf8' });
  if (tar.status !== 0) throw new Error(`tar could not extract ${FILE} from ${tarball}:\n${tar.stderr}`);
  const text = readFileSync(join(dir, 'package', FILE), 'utf8');
  rmSync(join(dir, 'package'), { recursive: true, force: true });
  return JSON.parse(text);
}

function main() {
  const dir = mkdtempSync(join(tmpdir(), 'cca-openapi-'));
  try {
    const wanted = fakeOperations(readFileSync(SERVER_SOURCE, 'utf8'));
    const rest = restSubset(fetchDescription(REST_PACKAGE, dir), wanted, `${REST_PACKAGE} ${FILE}`);
    writeFileSync(REST_FILE, `${JSON.stringify(rest, null, 1)}\n`);
    const hooks = webhooksSubset(fetchDescription(WEBHOOKS_PACKAGE, dir), EVENTS, `${WEBHOOKS_PACKAGE} ${FILE}`);
    writeFileSync(WEBHOOKS_FILE, `${JSON.stringify(hooks, null, 1)}\n`);
    console.log(
      `${REST_FILE}: ${Object.keys(rest.paths).length} paths (${wanted.length} operations) of ${rest['x-operations'].length}\n` +
        `${WEBHOOKS_FILE}: ${Object.keys(hooks.components.schemas).length} schemas for ${EVENTS.join(', ')}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
