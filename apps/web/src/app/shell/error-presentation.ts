import type { ApiError } from '../../lib/api.ts';

/**
 * Which text the technical error popup shows for an error (api-spec §8 "By HTTP status" and "By code"):
 * no response, 500 or 502 -> try later; code 9999 -> technical problem; another code -> its own message;
 * no code -> the request's error messages ('h{status}' when there is none).
 */
export function errorPresentation(error: Pick<ApiError, 'status' | 'code'>): 'tryLater' | 'technical' | 'ownMessage' | 'messages' {
  if (error.status === 0 || error.status === 500 || error.status === 502) return error.code && error.code !== 9999 ? 'ownMessage' : 'tryLater';
  if (error.code === 9999) return 'technical';
  if (error.code) return 'ownMessage';
  return 'messages';
}
