/**
 * A sheet's reading in words a user understands (issue #23: "not extracted" on a sheet nobody had read yet read as
 * a failure). Derived from the stored extraction status, whether a reader has started, and the stored reason.
 */
export const READING_STATES = ['not_read', 'queued', 'being_read', 'read', 'not_concerned', 'could_not_read', 'not_available'] as const;
export type ReadingState = (typeof READING_STATES)[number];

/** Why a sheet could not be read, is not concerned, or has no file: one word per stored reason. */
export const READING_PROBLEMS = ['timeout', 'bad_pdf', 'unreadable', 'reader_failed', 'not_a_sheet', 'no_file', 'file_missing', 'file_not_rendered'] as const;
export type ReadingProblem = (typeof READING_PROBLEMS)[number];

/** The reading state and its reason (null when there is nothing to explain). `status` null: never asked for. */
export function readingStateOf(status: string | null, started: boolean, error: string | null): { state: ReadingState; problem: ReadingProblem | null } {
  switch (status) {
    case null:
      return { state: 'not_read', problem: null };
    case 'extracted':
      return { state: 'read', problem: null };
    case 'in_progress':
      return { state: started ? 'being_read' : 'queued', problem: null };
    case 'not_concerned':
      return { state: 'not_concerned', problem: problemOf(error, 'not_a_sheet') };
    case 'not_available':
      return { state: 'not_available', problem: problemOf(error, 'file_missing') };
    default:
      // not_extracted, and any failure state a later reader adds: the sheet could not be read, and why.
      return { state: 'could_not_read', problem: problemOf(error, 'reader_failed') };
  }
}

function problemOf(error: string | null, fallback: ReadingProblem): ReadingProblem {
  if (!error) return fallback;
  if ((READING_PROBLEMS as readonly string[]).includes(error)) return error as ReadingProblem;
  // The reader pool stores "<failure>: <detail>" (timeout, crashed).
  if (error.startsWith('timeout')) return 'timeout';
  return fallback;
}
