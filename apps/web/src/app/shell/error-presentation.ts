import type { ApiError } from '../../lib/api.ts';

/**
 * Which text the technical error popup shows for an error (api-spec §8 "By HTTP status" and "By code"):
 * no response, 500 or 502 -> try later; code 9999 -> technical problem; another code -> its own message;
 * no code -> the request's error messages ('h{status}' when there is none); a status that is no HTTP error and no
 * code -> 'Undetermined error' / 'Unknown error'.
 */
export function errorPresentation(error: Pick<ApiError, 'status' | 'code'>): 'tryLater' | 'technical' | 'ownMessage' | 'messages' | 'unknown' {
  // api-spec §8 "Unknown": an answer that is no HTTP error status (nor "no response") and carries no code.
  const knownStatus = Number.isInteger(error.status) && (error.status === 0 || (error.status >= 400 && error.status <= 599));
  if (!knownStatus && !error.code) return 'unknown';
  if (error.status === 0 || error.status === 500 || error.status === 502) return error.code && error.code !== 9999 ? 'ownMessage' : 'tryLater';
  if (error.code === 9999) return 'technical';
  if (error.code) return 'ownMessage';
  return 'messages';
}
