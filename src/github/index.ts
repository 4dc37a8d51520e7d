// The GitHub API layer, loaded by session.ts only when an option needs the API (check-run,
// only-changed, suggestions, pr-comment): the action without them never loads Octokit (start-up).

export {
  ApiError,
  createClient,
  DEFAULT_RETRY,
  scrubToken,
  type ApiErrorKind,
  type ClientOptions,
  type GitHubClient,
  type RetryOptions,
} from './client.js';
export {
  ANNOTATIONS_PER_REQUEST,
  publishCheckRun,
  toCheckAnnotation,
  type CheckAnnotation,
  type CheckRunRequest,
  type CheckRunResult,
} from './checks.js';
export {
  changedBetween,
  changedConfigFiles,
  selectChanged,
  type ChangedFiles,
  type ChangedRequest,
} from './changed.js';
export {
  checkRunSha,
  readEvent,
  readOnlyToken,
  readRepository,
  type EventPayload,
  type EventRead,
  type RepositoryRead,
} from './event.js';
export { commitParents, fileAtRef, type FileAtRef } from './contents.js';
export { writePullRequestFeedback, type PullRequestFeedback } from './pull-request.js';
