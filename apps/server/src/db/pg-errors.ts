/**
 * PostgreSQL failures a service may expect and turn into a catalogue error: the one place their SQLSTATE codes are
 * written (https://www.postgresql.org/docs/current/errcodes-appendix.html). Anything else is not expected and must
 * reach the error handler as it is (a 500 in the log), never be folded into a 4xx.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}

/** A statement cancelled by statement_timeout (or by an administrator): the database is there, the query too slow. */
export function isQueryCanceled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '57014';
}
