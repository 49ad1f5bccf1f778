/**
 * The typed view of the database for Kysely. Each feature declares its own tables next to its code
 * (`modules/<feature>/tables.ts`) by augmenting this interface, so features do not edit one shared file:
 *
 *   declare module '../../db/schema.ts' { interface Database { suppliers: SuppliersTable } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Database {}
