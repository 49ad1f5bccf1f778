import { ERRORS, type ErrorName, type NameValue } from '@openfds/contract';

/**
 * A business error from the catalogue of packages/contract. Thrown anywhere in a service; the error handler
 * turns it into `collection.errors[]` with the HTTP status of the catalogue, in the request's language.
 */
export class AppError extends Error {
  readonly name = 'AppError';
  constructor(
    readonly error: ErrorName,
    readonly options: {
      /** The field the error is bound to (data entry `f`). */
      field?: string;
      /** A validation message key (validation-messages.ts) used instead of the catalogue text. */
      messageKey?: string;
      /** Values for {placeholders} in the message. */
      params?: Record<string, string | number>;
      /** Extra name/value pairs for `data`. */
      data?: NameValue[];
      /**
       * The failure this catalogue error stands for (a caught exception): kept so the error handler logs it. A
       * catch that turns an exception into a catalogue error always passes it, and catches only what it expects.
       */
      cause?: unknown;
    } = {},
  ) {
    super(ERRORS[error].key, options.cause === undefined ? undefined : { cause: options.cause });
  }

  get code(): number {
    return ERRORS[this.error].code;
  }
}

/** A field validation error (code 595) bound to `field` with a validation message key. */
export function fieldError(field: string, messageKey: string): AppError {
  return new AppError('validation', { field, messageKey });
}
