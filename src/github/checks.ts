// One check run carrying every finding as an annotation: workflow-command annotations stop at
// 10 errors and 10 warnings per step, a check run's do not. The Checks API takes at most 50
// annotations per request, so the run is created with the first 50 and updated with 50 more
// at a time (GitHub appends each update's annotations to the run's).
//
// API failures are results, not exceptions: whether the run could be written never changes the
// validation verdict, and main.ts decides what to say.

import { randomBytes } from 'node:crypto';
import type { Finding } from '../config/findings.js';
import { messageOf, titleOf } from '../report/annotations.js';
import { ApiError, type FoundCheck, type GitHubClient } from './client.js';
import { asError } from '../config/basics.js';

/** The API's limit per create/update request. */
export const ANNOTATIONS_PER_REQUEST = 50;
/** Limits of the Checks API (characters for the summary, bytes for a message, characters for a title). */
export const MAX_SUMMARY_CHARS = 65_535;
export const MAX_MESSAGE_BYTES = 64 * 1024;
export const MAX_ANNOTATION_TITLE_CHARS = 255;

export interface CheckRunRequest {
  owner: string;
  repo: string;
  /** The PR's head commit on pull_request events (see checkRunSha), GITHUB_SHA otherwise. */
  headSha: string;
  name: string;
  conclusion: 'success' | 'failure';
  title: string;
  /** Markdown; cut at the API's 65,535 characters with a note. */
  summary: string;
  findings: readonly Finding[];
  /** A link for "Details" (e.g. the workflow run); optional. */
  detailsUrl?: string;
}

export type CheckRunResult =
  | { ok: true; id: number; url: string; annotations: number; requests: number }
  | {
      ok: false;
      /** 403/404 on create: the token cannot write check runs (a fork's PR gets a read-only token). */
      forbidden: boolean;
      /** One line, naming the call; never the token. */
      message: string;
      /** Set when the run was created but an update failed: how many annotations it got. */
      created?: { id: number; url: string; annotations: number };
    };

/** The Checks API's annotation, as the request body takes it. */
export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: 'failure' | 'warning' | 'notice';
  title: string;
  message: string;
}

export function toCheckAnnotation(f: Finding): CheckAnnotation {
  const a: CheckAnnotation = {
    path: f.file,
    start_line: f.line,
    end_line: Math.max(f.line, f.endLine),
    annotation_level: f.severity === 'error' ? 'failure' : 'warning',
    title: truncateChars(titleOf(f), MAX_ANNOTATION_TITLE_CHARS),
    message: truncateBytes(messageOf(f), MAX_MESSAGE_BYTES),
  };
  // The API refuses columns on a multi-line range (422), and GitHub shows none there anyway.
  if (f.line === f.endLine) {
    a.start_column = f.column;
    a.end_column = Math.max(f.column, f.endColumn);
  }
  return a;
}

export async function publishCheckRun(client: GitHubClient, run: CheckRunRequest): Promise<CheckRunResult> {
  const annotations = run.findings.map(toCheckAnnotation);
  const batches: CheckAnnotation[][] = [];
  for (let i = 0; i < annotations.length; i += ANNOTATIONS_PER_REQUEST)
    batches.push(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
  const output = (batch: CheckAnnotation[] | undefined) => ({
    title: run.title,
    summary: truncateSummary(run.summary),
    ...(batch ? { annotations: batch } : {}),
  });

  let id: number;
  let url: string;
  // This create's own mark: a create retried after a 5xx or a lost answer that had in fact gone
  // through is found by it (its name and head commit alone would also find an earlier run's).
  const externalId = `component-config-check ${randomBytes(8).toString('hex')}`;
  const found: FoundCheck = async () => {
    const listed = await client.request('GET /repos/{owner}/{repo}/commits/{ref}/check-runs', {
      owner: run.owner,
      repo: run.repo,
      ref: run.headSha,
      check_name: run.name,
      filter: 'all',
      per_page: 100,
    });
    const made = listed.data.check_runs.find((r) => r.external_id === externalId && r.head_sha === run.headSha);
    return made ? { status: 201, data: made } : undefined;
  };
  try {
    const created = await client.request('POST /repos/{owner}/{repo}/check-runs', {
      request: { found },
      owner: run.owner,
      repo: run.repo,
      name: run.name,
      head_sha: run.headSha,
      external_id: externalId,
      status: 'completed',
      conclusion: run.conclusion,
      completed_at: new Date().toISOString(),
      ...(run.detailsUrl ? { details_url: run.detailsUrl } : {}),
      output: output(batches[0]),
    });
    id = Number(created.data.id);
    url = created.data.html_url ?? '';
  } catch (error) {
    const e = asApiError(error);
    return { ok: false, forbidden: e.kind === 'forbidden' || e.kind === 'not-found', message: e.message };
  }

  let sent = batches[0]?.length ?? 0;
  for (const batch of batches.slice(1)) {
    // GitHub appends an update's annotations: one that went through behind a 5xx or a lost
    // answer, sent again, would show its findings twice. The run's count tells whether it did.
    const expected = sent + batch.length;
    const found: FoundCheck = async () => {
      const now = await client.request('GET /repos/{owner}/{repo}/check-runs/{check_run_id}', {
        owner: run.owner,
        repo: run.repo,
        check_run_id: id,
      });
      return now.data.output.annotations_count >= expected ? { status: 200, data: now.data } : undefined;
    };
    try {
      await client.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
        request: { found, appends: true },
        owner: run.owner,
        repo: run.repo,
        check_run_id: id,
        output: output(batch),
      });
    } catch (error) {
      const e = asApiError(error);
      return {
        ok: false,
        forbidden: false,
        message: `${e.message} (the check run has ${sent} of ${annotations.length} annotations)`,
        created: { id, url, annotations: sent },
      };
    }
    sent += batch.length;
  }
  return { ok: true, id, url, annotations: sent, requests: Math.max(1, batches.length) };
}

/** The client's hook throws ApiError; anything else (a bug, a bad response) becomes one too. */
function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = asError(error).message;
  return new ApiError(
    `GitHub API call failed unexpectedly: ${message.replace(/\s+/g, ' ')}`,
    '',
    undefined,
    'rejected',
    '',
    1,
  );
}

const SUMMARY_NOTE =
  // Not "in the job summary": that stops at its own size limit (summary.ts), and says so there.
  '\n\n… (cut at the Checks API limit of 65,535 characters; every finding is an annotation of this run, and in the log)';

function truncateSummary(text: string): string {
  if (text.length <= MAX_SUMMARY_CHARS) return text;
  return truncateChars(text, MAX_SUMMARY_CHARS - SUMMARY_NOTE.length, '') + SUMMARY_NOTE;
}

/** At most `max` UTF-16 units, never splitting a surrogate pair. */
export function truncateChars(text: string, max: number, ellipsis = '…'): string {
  if (text.length <= max) return text;
  let end = max - ellipsis.length;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return text.slice(0, end) + ellipsis;
}

/** At most `max` bytes of UTF-8, cut on a character boundary. */
export function truncateBytes(text: string, max: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= max) return text;
  const ellipsis = '…'; // 3 bytes
  let end = max - 3;
  // Step back over continuation bytes (10xxxxxx) to the start of a character.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString('utf8') + ellipsis;
}
