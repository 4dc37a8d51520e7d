// SARIF 2.1.0 for code scanning (github/codeql-action/upload-sarif): one rule per finding code
// with its help text, one result per finding with its region. URIs are relative to %SRCROOT%,
// the repository root, as code scanning expects. Columns count UTF-16 code units (SARIF's
// default columnKind) and endColumn is the column after the region, as SARIF defines it.

import { CODES, type Code, type Finding, type Fix } from '../config/findings.js';
import type { Suppressed } from '../config/fix/suppress.js';
import type { Levels } from '../config/policy/policy.js';

export const TOOL_NAME = 'component-config-check';
export const TOOL_URI = 'https://github.com/component-config/component-config-action';

/** A code's section of docs/codes.md (its heading's anchor is the code). */
export function codePage(code: string): string {
  return `${TOOL_URI}/blob/v1/docs/codes.md#${code}`;
}

function ruleName(code: string): string {
  return code.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());
}

function uriOf(file: string): string {
  return file.split('/').map(encodeURIComponent).join('/');
}

export function renderSarif(
  findings: readonly Finding[],
  version: string,
  suppressed: readonly Suppressed[] = [],
  /** The repository's policy file that applied: its levels are the rules' (overrides show in the results). */
  policy?: { file: string; commit?: string; severity: Levels },
): string {
  const codes = Object.keys(CODES) as Code[];
  const index = new Map(codes.map((c, i) => [c, i]));
  const rules = codes.map((code) => {
    const info = CODES[code];
    return {
      id: code,
      name: ruleName(code),
      shortDescription: { text: info.title },
      fullDescription: { text: info.title },
      help: {
        text: `${info.title} Example: ${info.example}`,
        markdown: `${info.title}\n\nExample:\n\n\`\`\`yaml\n${info.example.replace(/\\n/g, '\n')}\n\`\`\``,
      },
      helpUri: `${TOOL_URI}#finding-codes`,
      defaultConfiguration: ruleLevel(info.severity, policy?.severity[code]),
      properties: { tags: ['component-config'] },
    };
  });
  const result = (f: Finding) => ({
    ruleId: f.code,
    ruleIndex: index.get(f.code as Code) ?? 0,
    level: f.severity,
    message: { text: f.message },
    ...(f.defaultSeverity ? { properties: { defaultSeverity: f.defaultSeverity } } : {}),
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: uriOf(f.file), uriBaseId: '%SRCROOT%' },
          region: { startLine: f.line, startColumn: f.column, endLine: f.endLine, endColumn: f.endColumn },
        },
        ...(f.location ? { logicalLocations: [{ fullyQualifiedName: f.location, kind: 'member' }] } : {}),
      },
    ],
    ...(f.fix ? { fixes: [sarifFix(f.file, f.fix)] } : {}),
  });
  // Silenced results stay in the log as SARIF means them: suppressed in source, with the reason.
  const results = [
    ...findings.map(result),
    ...suppressed.map((s) => ({
      ...result(s.finding),
      suppressions: [
        {
          kind: 'inSource',
          justification: s.suppression.reason || `suppression comment on line ${s.suppression.line}`,
        },
      ],
    })),
  ];
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: TOOL_NAME, informationUri: TOOL_URI, semanticVersion: version, rules } },
        columnKind: 'utf16CodeUnits',
        ...(policy
          ? { properties: { policy: { file: policy.file, ...(policy.commit ? { commit: policy.commit } : {}) } } }
          : {}),
        results,
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

/** A rule's level as the policy left it: a code turned off is a rule not enabled. */
function ruleLevel(own: string, level: string | undefined) {
  if (level === 'off') return { enabled: false, level: 'none' };
  return { level: level ?? own };
}

/** A fix as SARIF says it: each edit a replacement of a region (empty for an insertion). */
function sarifFix(file: string, fix: Fix) {
  return {
    description: { text: fix.description },
    artifactChanges: [
      {
        artifactLocation: { uri: uriOf(file), uriBaseId: '%SRCROOT%' },
        replacements: fix.edits.map((e) => ({
          deletedRegion: { startLine: e.line, startColumn: e.column, endLine: e.endLine, endColumn: e.endColumn },
          ...(e.text ? { insertedContent: { text: e.text } } : {}),
        })),
      },
    ],
  };
}
