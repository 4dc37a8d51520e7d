// The checker's entry, beyond the fixture corpus: volume, form choice, and what check-paths uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText } from '../checker.js';
import { caseNames, FIXTURES } from './corpus.js';
import { CODES, type Code } from '../../src/config/findings.js';

describe('checkText', () => {
  it('reports every finding of a file, not the first few', () => {
    const keys = Array.from({ length: 300 }, (_, i) => `k${i}: 1`).join('\n');
    const r = checkText('c.yaml', `name: x\n${keys}\n`);
    expect(r.findings).toHaveLength(300);
    expect(new Set(r.findings.map((f) => f.line)).size).toBe(300);
    expect(r.findings.every((f) => f.code === 'unknown-key')).toBe(true);
  });

  it('detects the earlier form, and checks a forced form as asked', () => {
    const earlier = 'name: x\nbuild_config:\n  requirements: {provider: python-pip}\n';
    expect(checkText('c.yaml', earlier)).toMatchObject({ form: 'earlier', findings: [] });
    const forced = checkText('c.yaml', earlier, { form: 'current' });
    expect(forced.form).toBe('current');
    expect(forced.findings.map((f) => [f.code, f.line, f.column])).toEqual([['invalid-provider', 3, 28]]);
  });

  it('gives check-paths the package_data sources that passed, with their ranges', () => {
    const r = checkText(
      'c.yaml',
      'name: x\nbuild_config:\n  package_data:\n    - [data/a.txt, /opt/a]\n    - [/abs, /opt/b]\n    - [b, c, d]\n',
    );
    expect(r.packageSources).toEqual([
      {
        value: 'data/a.txt',
        location: 'build_config.package_data[0][0]',
        line: 4,
        column: 8,
        endLine: 4,
        endColumn: 18,
      },
    ]);
  });

  it('names the file it was given in every finding', () => {
    const r = checkText('some/dir/component_config.yaml', 'version: 1\n');
    expect(r.findings.length).toBeGreaterThan(0);
    expect(r.findings.every((f) => f.file === 'some/dir/component_config.yaml')).toBe(true);
  });

  it('puts the right article before a base image family', () => {
    const family = (image: string) =>
      checkText('c.yaml', `name: x\nbuild_config: {base_image: "${image}"}\n`).findings.map((f) => f.message)[0];
    expect(family('alpine')).toMatch(/^`alpine` looks like an alpine image, /);
    expect(family('opensuse/leap')).toMatch(/looks like an opensuse image, /);
    expect(family('almalinux:9')).toMatch(/looks like an almalinux image, /);
    expect(family('amazonlinux')).toMatch(/looks like an amazonlinux image, /);
    expect(family('archlinux')).toMatch(/looks like an archlinux image, /);
    expect(family('fedora:40')).toMatch(/looks like a fedora image, /);
    expect(family('redhat/ubi9')).toMatch(/looks like a ubi image, /);
  });
});

describe('messages', () => {
  it('do not say again the place the location names (the log line and the annotation show it)', () => {
    const repeats: string[] = [];
    let compared = 0;
    for (const name of caseNames()) {
      const expected = JSON.parse(readFileSync(join(FIXTURES, name, 'expected.json'), 'utf8')) as {
        findings: Array<{ code: Code; location: string; message: string }>;
      };
      for (const f of expected.findings) {
        // The reader's own messages (config/read/) are left to it: duplicate-key quotes the key.
        if (!f.location || CODES[f.code].owner.startsWith('config/read/')) continue;
        compared++;
        const last = f.location
          .replace(/\[[^\]]*\]$/, '')
          .split('.')
          .at(-1)!;
        if (
          f.message.includes(`\`${f.location}\``) ||
          f.message.includes(`${f.location} `) ||
          f.message.includes(`\`${last}\``)
        )
          repeats.push(`${name}: ${f.location}: ${f.message}`);
      }
    }
    expect(compared).toBeGreaterThan(500);
    expect(repeats).toEqual([]);
  });

  it('quote places and values as code, and keep prose as prose', () => {
    expect(checkText('c.yaml', 'version: "1"\n').findings[0]!.message).toBe(
      'the required key `name` is missing; add `name: ...`',
    );
    // The location (`build_config.requirements`) names the place; the message does not again.
    const [missing] = checkText('c.yaml', 'name: x\nbuild_config: {requirements: {}}\n').findings;
    expect(missing).toMatchObject({ location: 'build_config.requirements' });
    expect(missing!.message).toMatch(/^the required key `provider` is missing/);
    // Over a spread of broken files: no code span holds prose, and none is empty.
    const texts = [
      'version: "1"\n',
      'name: x\nbuild_config: {base_image: 1, target_platform: "", extra_packages: [""]}\n',
      'name: x\nenv: {"": x, A: null}\nbuild_config: {custom_build_steps: ["# c"], package_data: [[a]]}\n',
      'name: x\nmetadata: {a: 2024-01-01}\nbuild_config: {host_credentials: [{host: "a b", secret_id: "s s"}]}\n',
    ];
    for (const text of texts) {
      for (const f of checkText('c.yaml', text).findings) {
        expect(f.message, text).not.toMatch(/`(the top level|the file|)`/);
      }
    }
  });
});
