/// <reference lib="dom" />
// The page's face: the editor, the settings and the findings beside them, checked on every
// keystroke by check.ts, the state kept in the URL fragment (fragment.ts). It decides nothing:
// what a finding says, where, and what its fix writes are the checker's, as on the command line.

import type { Finding } from '../config/findings.js';
import { checkPage, fixed, type PageResult } from './check.js';
import { DEFAULT_PATH, fragmentOf, type PageState, stateOf } from './fragment.js';

const EXAMPLE = `name: resize-images
version: 1.10
description: Resizes images to a given width.
build_config:
  python_version: "3.11"
  target_platform: linux/amd64
  base_image: debian:bookworm-slim
`;

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the page has no #${id}`);
  return found as T;
}

const editor = element<HTMLTextAreaElement>('config');
const gutter = element<HTMLElement>('gutter');
const policyEditor = element<HTMLTextAreaElement>('policy');
const pathInput = element<HTMLInputElement>('path');
const deprecatedBox = element<HTMLInputElement>('fail-on-deprecated');
const list = element<HTMLOListElement>('findings');
const policyList = element<HTMLOListElement>('policy-findings');
const summary = element<HTMLElement>('summary');
const notes = element<HTMLElement>('notes');
const fixAll = element<HTMLButtonElement>('fix-all');
const cursor = element<HTMLElement>('cursor');
const docs = document.body.dataset['docs'] ?? '';
/** How long typing pauses before the fragment is written. */
const FRAGMENT_DELAY_MS = 200;

let state: PageState = stateOf(location.hash) ?? {
  config: new TextEncoder().encode(EXAMPLE),
  policy: '',
  path: DEFAULT_PATH,
  failOnDeprecated: false,
};
let result: PageResult | undefined;
let checks = 0;

/** Shows the state in the controls: the config's bytes as text (a BOM kept, invalid bytes as U+FFFD). */
function showState(): void {
  editor.value = new TextDecoder('utf-8', { ignoreBOM: true }).decode(state.config);
  policyEditor.value = state.policy;
  pathInput.value = state.path;
  deprecatedBox.checked = state.failOnDeprecated;
  if (state.policy !== '') element<HTMLDetailsElement>('policy-pane').open = true;
}

/** Checks the state and shows the findings; `since`: when the keystroke happened (performance.now's clock). */
function check(since?: number): void {
  try {
    result = checkPage(state);
    render(result);
  } catch (error) {
    result = undefined;
    list.replaceChildren();
    summary.textContent = `The checker failed on this text (${error instanceof Error ? error.message : String(error)}); this is a bug, please report it with the text.`;
  }
  checks++;
  list.dataset['checks'] = String(checks);
  if (since !== undefined) list.dataset['lastMs'] = (performance.now() - since).toFixed(2);
}

function render(r: PageResult): void {
  const errors = r.findings.filter((f) => f.severity === 'error').length;
  const warnings = r.findings.length - errors;
  summary.textContent =
    r.findings.length === 0
      ? `No findings${r.form ? ` (read as the ${r.form} form)` : ''}.`
      : `${count(errors, 'error')}, ${count(warnings, 'warning')}${r.form ? ` (read as the ${r.form} form)` : ''}.`;
  summary.className = errors > 0 ? 'failed' : 'passed';
  list.replaceChildren(...r.findings.map((f) => findingItem(f, true)));
  policyList.replaceChildren(...r.policyFindings.map((f) => findingItem(f, false)));
  const said: string[] = [];
  if (r.policyApplied) said.push(`The policy applies its levels for ${state.path}.`);
  if (r.policyFindings.length > 0)
    said.push('The policy has findings, so it is not applied (as the action does): fix them first.');
  if (!r.selected) said.push(`The policy's files do not select ${state.path}: the action would not check this file.`);
  if (r.checkPaths)
    said.push(
      "The policy sets check-paths, which looks at the repository's files: the page has none, so it checks the config alone.",
    );
  notes.textContent = said.join(' ');
  const fixable = r.findings.filter((f) => f.fix).length;
  fixAll.hidden = fixable < 2;
  fixAll.textContent = `Apply all ${fixable} fixes (as --fix does)`;
  renderGutter();
}

function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}

function findingItem(f: Finding, ofConfig: boolean): HTMLLIElement {
  const li = document.createElement('li');
  li.className = `finding ${f.severity}`;
  li.dataset['code'] = f.code;
  li.dataset['line'] = String(f.line);
  li.dataset['column'] = String(f.column);
  li.dataset['endLine'] = String(f.endLine);
  li.dataset['endColumn'] = String(f.endColumn);
  li.dataset['severity'] = f.severity;
  const where = span('where', `${f.line}:${f.column}`);
  const code = document.createElement('a');
  code.className = 'code';
  code.href = `${docs}#${f.code}`;
  code.target = '_blank';
  code.rel = 'noopener';
  code.textContent = f.code;
  const head = document.createElement('div');
  head.className = 'head';
  head.append(where, span('severity', f.severity), code);
  if (f.location) head.append(span('location', f.location));
  const message = document.createElement('div');
  message.className = 'message';
  message.textContent = f.message;
  li.append(head, message);
  if (ofConfig) {
    where.addEventListener('click', () => select(editor, f));
    where.title = 'show it in the editor';
    if (f.fix) {
      const button = document.createElement('button');
      button.className = 'fix';
      button.type = 'button';
      button.textContent = `Fix: ${f.fix.description}`;
      button.addEventListener('click', () => applyFix([f]));
      li.append(button);
    }
  } else {
    where.addEventListener('click', () => select(policyEditor, f));
  }
  return li;
}

function span(className: string, text: string): HTMLSpanElement {
  const s = document.createElement('span');
  s.className = className;
  s.textContent = text;
  return s;
}

/** Selects a finding's range in a text area (its lines and columns count from 1). */
function select(area: HTMLTextAreaElement, f: Finding): void {
  const lines = area.value.split('\n');
  const offset = (line: number, column: number): number => {
    let at = 0;
    for (let i = 0; i < line - 1 && i < lines.length; i++) at += lines[i]!.length + 1;
    return Math.min(at + column - 1, area.value.length);
  };
  area.focus();
  area.setSelectionRange(offset(f.line, f.column), offset(f.endLine, f.endColumn));
}

/** Applies fixes as --fix writes them, then checks again. */
function applyFix(findings: readonly Finding[]): void {
  const after = fixed(state.config, findings);
  if (!after) return;
  state = { ...state, config: after };
  editor.value = new TextDecoder('utf-8', { ignoreBOM: true }).decode(after);
  keepFragment(true);
  check();
}

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Puts the state in the fragment: at once after a fix, else when typing pauses, since Chromium
 * ignores replaceState called more than a few hundred times in ten seconds (a key held down).
 */
function keepFragment(now = false): void {
  clearTimeout(pending);
  pending = undefined;
  if (now) history.replaceState(null, '', fragmentOf(state));
  else pending = setTimeout(() => keepFragment(true), FRAGMENT_DELAY_MS);
}

/** The line numbers beside the editor, each finding's line marked; rows are kept, not rebuilt, as you type. */
function renderGutter(): void {
  let lines = 1;
  for (let at = editor.value.indexOf('\n'); at >= 0; at = editor.value.indexOf('\n', at + 1)) lines++;
  while (gutter.childElementCount < lines) {
    const row = document.createElement('div');
    row.textContent = String(gutter.childElementCount + 1);
    gutter.append(row);
  }
  while (gutter.childElementCount > lines) gutter.lastElementChild!.remove();
  const marked = new Map<number, string>();
  for (const f of result?.findings ?? []) if (marked.get(f.line) !== 'error') marked.set(f.line, f.severity);
  for (const row of gutter.querySelectorAll<HTMLElement>('.error, .warning')) row.className = '';
  for (const [line, severity] of marked) {
    const row = gutter.children[line - 1];
    if (row) row.className = severity;
  }
  gutter.scrollTop = editor.scrollTop;
}

function showCursor(): void {
  const before = editor.value.slice(0, editor.selectionStart);
  const line = before.split('\n').length;
  cursor.textContent = `line ${line}, column ${before.length - before.lastIndexOf('\n')}`;
}

editor.addEventListener('input', (event) => {
  state = { ...state, config: new TextEncoder().encode(editor.value) };
  keepFragment();
  check(event.timeStamp);
  showCursor();
});
policyEditor.addEventListener('input', (event) => {
  state = { ...state, policy: policyEditor.value };
  keepFragment();
  check(event.timeStamp);
});
pathInput.addEventListener('input', (event) => {
  state = { ...state, path: pathInput.value.trim() || DEFAULT_PATH };
  keepFragment();
  check(event.timeStamp);
});
deprecatedBox.addEventListener('change', (event) => {
  state = { ...state, failOnDeprecated: deprecatedBox.checked };
  keepFragment(true);
  check(event.timeStamp);
});
fixAll.addEventListener('click', () => applyFix(result?.findings ?? []));
editor.addEventListener('scroll', () => (gutter.scrollTop = editor.scrollTop));
editor.addEventListener('keyup', showCursor);
editor.addEventListener('click', showCursor);
// A link followed on the page (or a fragment typed): its state replaces the page's.
window.addEventListener('hashchange', () => {
  clearTimeout(pending);
  const given = stateOf(location.hash);
  if (!given) return;
  state = given;
  showState();
  check();
});

showState();
check();
