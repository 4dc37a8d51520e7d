// Findings as the protocol's diagnostics, and their fixes as its code actions: each fix exactly
// the edits `--fix` applies (the finding's own), all of a document's at once as the fixAll
// action, and a suppression comment on the line above a finding.

import {
  type CodeAction,
  CodeActionKind,
  type Diagnostic,
  DiagnosticSeverity,
  DiagnosticTag,
  type Range,
  type TextEdit,
} from 'vscode-languageserver';
import { CODES, type Edit, type Finding } from '../config/findings.js';
import { editOffsets, fixEdits } from '../config/fix/fixes.js';
import { ignoreComment } from '../config/fix/suppress.js';
import { bomLength, protocolPosition } from '../config/read/coordinates.js';
import { codePage, TOOL_NAME } from '../report/sarif.js';

export const FIX_ALL = `${CodeActionKind.SourceFixAll}.${TOOL_NAME}`;

/** What a suppression added by the editor says until its author says why. */
export const REASON_PLACEHOLDER = '<why this is intended>';

export function rangeOf(text: string, span: Pick<Edit, 'line' | 'column' | 'endLine' | 'endColumn'>): Range {
  return {
    start: protocolPosition(text, span.line, span.column),
    end: protocolPosition(text, span.endLine, span.endColumn),
  };
}

export function diagnosticOf(text: string, f: Finding): Diagnostic {
  return {
    range: rangeOf(text, f),
    severity: f.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: f.code,
    codeDescription: { href: codePage(f.code) },
    source: TOOL_NAME,
    message: f.message,
    ...(f.code === 'deprecated-field' ? { tags: [DiagnosticTag.Deprecated] } : {}),
  };
}

function textEdits(text: string, edits: readonly Edit[]): TextEdit[] {
  return edits.map((e) => ({ range: rangeOf(text, e), newText: e.text }));
}

function touches(a: Range, b: Range): boolean {
  const before = (p: Range['start'], q: Range['start']) =>
    p.line < q.line || (p.line === q.line && p.character < q.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}

function wanted(only: readonly string[] | undefined, kind: string): boolean {
  return !only || only.some((o) => kind === o || kind.startsWith(`${o}.`));
}

export interface ActionRequest {
  uri: string;
  text: string;
  findings: readonly Finding[];
  range: Range;
  only: readonly string[] | undefined;
  /** The edit that adds a suppression of the finding, when one silences it and changes nothing else. */
  suppress: (f: Finding) => Promise<TextEdit | undefined>;
}

export async function codeActions(request: ActionRequest): Promise<CodeAction[]> {
  const { uri, text, findings, range, only } = request;
  const actions: CodeAction[] = [];
  const here = findings.filter((f) => touches(rangeOf(text, f), range));
  if (wanted(only, CodeActionKind.QuickFix)) {
    for (const f of here) {
      if (!f.fix) continue;
      actions.push({
        title: `Fix: ${f.fix.description}`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnosticOf(text, f)],
        isPreferred: true,
        edit: { changes: { [uri]: textEdits(text, f.fix.edits) } },
      });
    }
    for (const f of here) {
      if (CODES[f.code].notSuppressible) continue;
      const edit = await request.suppress(f);
      if (!edit) continue;
      actions.push({
        title: `Silence ${f.code} on this line (a suppression comment)`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnosticOf(text, f)],
        edit: { changes: { [uri]: [edit] } },
      });
    }
  }
  const all = fixAll(text, findings);
  if (all && wanted(only, FIX_ALL) && (only !== undefined || here.some((f) => f.fix))) {
    actions.push({ title: `Fix all ${TOOL_NAME} problems`, kind: FIX_ALL, edit: { changes: { [uri]: all } } });
  }
  return actions;
}

/** The edits of every fix of the document, which --fix applies together; undefined when there is none. */
export function fixAll(text: string, findings: readonly Finding[]): TextEdit[] | undefined {
  const edits = fixEdits(findings);
  if (edits.length === 0) return undefined;
  // The fixes of one file never overlap (the checker settles them so); a set that did is not offered.
  try {
    editOffsets(text, edits, { lineOneAt: bomLength(text) });
  } catch {
    return undefined;
  }
  return textEdits(text, edits);
}

/** The comment line that silences `f`, inserted above its line with the same indentation. */
export function suppressionEdit(lines: readonly string[], text: string, f: Finding): TextEdit {
  const line = lines[f.line - 1] ?? '';
  const indent = /^[ \t]*/.exec(line.slice(f.line === 1 ? bomLength(text) : 0))![0];
  const eol = /\r\n/.test(text) ? '\r\n' : /\r/.test(text) && !/\n/.test(text) ? '\r' : '\n';
  const at = protocolPosition(text, f.line, 1);
  return { range: { start: at, end: at }, newText: `${indent}${ignoreComment([f.code], REASON_PLACEHOLDER)}${eol}` };
}
