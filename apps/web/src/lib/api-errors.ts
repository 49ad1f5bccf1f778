import { SHELL_ERRORS } from '@openfds/contract';
import { ApiError } from './api.ts';
import i18n from '../i18n/i18n.ts';
import { languageOrFrench } from '@openfds/contract';

/**
 * The one way to turn a failed call into words for the user, for every feature: never a raw 'network', 'h404' or
 * exception text.
 * - an error of the catalogue (it has a code): its message, which the server sends in the interface language;
 * - anything else (no answer, an answer without a code, a failure in the page): the screen's own fallback when it
 *   has one ("the upload failed"), else "try later" for no answer or a 500/502/503, else the catalogue's unknown error.
 * Errors that belong to a form field go to the field first (lib/form-errors.ts bindFieldError); errors no screen
 * explains go to the technical error popup (useApiErrorHandler).
 */
export function errorText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.code !== null && error.message) return error.message;
  if (fallback) return fallback;
  if (error instanceof ApiError && (error.status === 0 || error.status === 500 || error.status === 502 || error.status === 503)) {
    return i18n.t('error.tryLater', { ns: 'shell' });
  }
  return SHELL_ERRORS.unknownError.messages[languageOrFrench(i18n.language)];
}

/** The catalogue code of a failed call, null when it has none (no answer, a codeless reply, not an API error). */
export function errorCode(error: unknown): number | null {
  return error instanceof ApiError ? error.code : null;
}
