// The job summary: a table of the files with findings and one row per finding, each linked to
// its line. GitHub caps a step summary at 1 MiB; past a budget the rows stop, and the summary
// says where the rest are (the log, the JSON report).

import type { Finding } from '../config/findings.js';
import { type Counts, verdictLine } from './counts.js';

export interface Links {
  serverUrl: string | undefined;
  repository: string | undefined;
  sha: string | undefined;
}

const BUDGET = 900 * 1024;

function cell(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n|\r/g, ' ');
}

function link(links: Links, file: string, line?: number): string | undefined {
  if (!links.serverUrl || !links.repository || !links.sha) return undefined;
  const encoded = file.split('/').map(encodeURIComponent).join('/');
  return `${links.serverUrl}/${links.repository}/blob/${links.sha}/${encoded}${line ? `#L${line}` : ''}`;
}

function place(links: Links, file: string, line?: number, text = file): string {
  const url = link(links, file, line);
  return url ? `[${cell(text).replace(/[[\]]/g, '\\$&')}](${url})` : cell(text);
}

export function renderSummary(counts: Counts, findings: readonly Finding[], links: Links, reportFile?: string): string {
  const out: string[] = ['## component_config check', ''];
  out.push(`${counts.errors > 0 ? '❌' : '✅'} ${verdictLine(counts)}`, '');
  if (findings.length === 0) return `${out.join('\n')}\n`;
  const perFile = new Map<string, { errors: number; warnings: number }>();
  for (const f of findings) {
    const c = perFile.get(f.file) ?? { errors: 0, warnings: 0 };
    if (f.severity === 'error') c.errors++;
    else c.warnings++;
    perFile.set(f.file, c);
  }
  out.push('| File | Errors | Warnings |', '|---|---:|---:|');
  for (const [file, c] of perFile) out.push(`| ${place(links, file)} | ${c.errors} | ${c.warnings} |`);
  out.push('', '### Findings', '', '| | Place | Code | Location | Message |', '|---|---|---|---|---|');
  let size = out.join('\n').length;
  let shown = 0;
  for (const f of findings) {
    const row = `| ${f.severity === 'error' ? '❌ error' : '⚠️ warning'} | ${place(links, f.file, f.line, `${f.file}:${f.line}:${f.column}`)} | \`${f.code}\` | ${f.location ? `\`${cell(f.location)}\`` : ''} | ${cell(f.message)} |`;
    if (size + row.length > BUDGET) break;
    out.push(row);
    size += row.length + 1;
    shown++;
  }
  if (shown < findings.length) {
    out.push(
      '',
      `${findings.length - shown} more findings are not shown here (the summary has a size limit); every finding is in the log${reportFile ? ' and in the JSON report' : ''}.`,
    );
  }
  return `${out.join('\n')}\n`;
}
