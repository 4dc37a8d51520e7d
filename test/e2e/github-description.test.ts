// The fake GitHub's part of GitHub's descriptions (github-description/, generated): it must keep
// every operation the fake answers, name the package version it came from, and the generator must
// keep everything a kept operation reaches.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EVENTS,
  REST_FILE,
  REST_PACKAGE,
  SERVER_SOURCE,
  WEBHOOKS_FILE,
  WEBHOOKS_PACKAGE,
  fakeOperations,
  restSubset,
  webhooksSubset,
} from './github-description/generate.mjs';

const rest = JSON.parse(readFileSync(REST_FILE, 'utf8'));
const webhooks = JSON.parse(readFileSync(WEBHOOKS_FILE, 'utf8'));

describe('the generated descriptions', () => {
  it('keep exactly the operations the fake answers (else: npm run generate:openapi)', () => {
    const kept = Object.values<Record<string, { operationId: string }>>(rest.paths)
      .flatMap((item) => Object.values(item).map((op) => op.operationId))
      .filter((id) => id !== undefined)
      .sort();
    const wanted = fakeOperations(readFileSync(SERVER_SOURCE, 'utf8'));
    expect(wanted.length).toBeGreaterThan(10);
    expect(kept).toEqual(wanted);
  });

  it('name the description package and version they were cut from', () => {
    expect(rest.info['x-subset-of']).toBe(`${REST_PACKAGE} generated/api.github.com.json`);
    expect(rest.info.version).toBe(REST_PACKAGE.split('@').pop());
    expect(webhooks.info['x-subset-of']).toBe(`${WEBHOOKS_PACKAGE} generated/api.github.com.json`);
    expect(webhooks.info['x-events']).toEqual(EVENTS);
  });

  it('index every operation of the description, so a request matches as against the whole', () => {
    expect(rest['x-operations'].length).toBeGreaterThan(1000);
  });
});

describe('the generator', () => {
  const doc = {
    openapi: '3.0.3',
    info: { version: '1' },
    paths: {
      '/a': {
        parameters: [{ $ref: '#/components/parameters/p' }],
        get: { operationId: 'x/a', responses: { 200: { $ref: '#/components/responses/r' } }, examples: { e: 1 } },
        post: { operationId: 'x/other', responses: { 200: { $ref: '#/components/schemas/unused' } } },
      },
    },
    components: {
      parameters: { p: { name: 'p', in: 'query', schema: { $ref: '#/components/schemas/s' } } },
      responses: { r: { content: { 'application/json': { schema: { $ref: '#/components/schemas/t' } } } } },
      schemas: { s: { type: 'string' }, t: { items: { $ref: '#/components/schemas/s' } }, unused: {} },
    },
  };

  it('keeps the wanted operations, what they reach, and an index of all; drops examples', () => {
    const out = restSubset(doc, ['x/a'], 'test');
    expect(Object.keys(out.paths['/a'])).toEqual(['parameters', 'get']);
    expect(out.paths['/a'].get.examples).toBeUndefined();
    expect(out.components).toEqual({
      parameters: { p: doc.components.parameters.p },
      responses: { r: doc.components.responses.r },
      schemas: { s: { type: 'string' }, t: doc.components.schemas.t },
    });
    expect(out['x-operations']).toEqual([
      ['get', '/a', 'x/a'],
      ['post', '/a', 'x/other'],
    ]);
  });

  it('fails on an operation the description does not have, or a dangling $ref', () => {
    expect(() => restSubset(doc, ['x/none'], 'test')).toThrow('not in test: x/none');
    const broken = { ...doc, components: { ...doc.components, schemas: {} } };
    expect(() => restSubset(broken, ['x/a'], 'test')).toThrow('a $ref to nothing: #/components/schemas/t');
  });

  it('keeps every action of an event', () => {
    const hooks = {
      openapi: '3.1.0',
      info: {},
      components: {
        schemas: {
          'webhook-push': { $ref: '#/components/schemas/repo' },
          'webhook-pull-request-opened': {},
          'webhook-pull-request-closed': {},
          'webhook-pull-request-review-submitted': {},
          repo: {},
          other: {},
        },
      },
    };
    const out = webhooksSubset(hooks, ['push', 'pull_request'], 'test');
    expect(Object.keys(out.components.schemas)).toEqual([
      'repo',
      'webhook-pull-request-closed',
      'webhook-pull-request-opened',
      'webhook-pull-request-review-submitted',
      'webhook-push',
    ]);
    expect(() => webhooksSubset(hooks, ['release'], 'test')).toThrow('no webhook schema webhook-release in test');
  });
});
