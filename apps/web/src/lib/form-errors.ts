import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { VALIDATION_MESSAGES, validationMessage, type InterfaceLanguage } from '@openfds/contract';
import { ApiError } from './api.ts';

/** Text of a field error: validation keys are translated, server messages arrive translated already. */
export function fieldErrorText(error: { message?: string } | undefined, language: string): string | undefined {
  if (!error?.message) return undefined;
  return error.message in VALIDATION_MESSAGES ? validationMessage(error.message, language as InterfaceLanguage) : error.message;
}

/**
 * Binds an API error to its form field when the server names one (code 595 data f, or any error with f);
 * answers false when the error is not about a field of this form (the caller then shows it elsewhere).
 */
export function bindFieldError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, known: readonly string[]): boolean {
  if (!(error instanceof ApiError) || !error.field || !known.includes(error.field)) return false;
  const key = error.data.find((d) => d.name === 'key')?.value;
  const message = typeof key === 'string' && key in VALIDATION_MESSAGES ? key : error.message;
  setError(error.field as Path<T>, { type: 'server', message }, { shouldFocus: true });
  return true;
}
