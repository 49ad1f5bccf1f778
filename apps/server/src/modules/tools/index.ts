/** The regulatory tools on the user's sheets (issue #28): Quick-ICPE, Quick-ADR, workplace labels. Other code reaches this module only through this file. */
export { toolsRoutes } from './tools.routes.ts';
/** ADR Table A import for `npm run lists:import -- adr_table_a <file>` (scripts/lists-import.ts). */
export { ADR_TABLE_A_LIST, importAdrTableA } from './adr/table-a-cli.ts';
/** Demo data: the demo user's establishment and saved ADR load (seed/index.ts). */
export { toolsDemoSeeder } from './demo.seeder.ts';
