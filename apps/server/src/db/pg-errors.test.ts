import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context.ts';
import { sql } from 'kysely';
import { isUniqueViolation } from './pg-errors.ts';

describe('isUniqueViolation', () => {
  it('knows a real unique violation from PostgreSQL, and by its constraint when one is named', async () => {
    const ctx = await createTestContext();
    try {
      await sql`create temporary table pg_errors_probe (v int constraint pg_errors_probe_v unique)`.execute(ctx.db);
      await sql`insert into pg_errors_probe values (1)`.execute(ctx.db);
      const error = await sql`insert into pg_errors_probe values (1)`.execute(ctx.db).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isUniqueViolation(error)).toBe(true);
      expect(isUniqueViolation(error, 'pg_errors_probe_v')).toBe(true);
      expect(isUniqueViolation(error, 'another_constraint')).toBe(false);
      const notNull = await sql`insert into pg_errors_probe values (null::int + 'x'::int)`.execute(ctx.db).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isUniqueViolation(notNull)).toBe(false);
      expect(isUniqueViolation(new TypeError('x'))).toBe(false);
      expect(isUniqueViolation(null)).toBe(false);
    } finally {
      await ctx.close();
    }
  });
});
