import type { Generated } from 'kysely';

/** Kysely types of the table of migration 0900_tool_credit_uses.sql (the tools' credits). */
export interface ToolCreditUsesTable {
  id: Generated<number>;
  user_id: number;
  tool: 'quickIcpe' | 'quickAdr' | 'fdsLabels';
  use_key: string;
  /** A date column: read back as text (YYYY-MM-DD) by the repository's casts. */
  day: string;
  free: boolean;
  holding_id: number | null;
  used_at: Generated<Date>;
}

declare module '../../db/schema.ts' {
  interface Database {
    tool_credit_uses: ToolCreditUsesTable;
  }
}
