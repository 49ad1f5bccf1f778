import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Table ownership (docs/architecture.md "Table ownership", issue #29): each table has one owning module, and only
 * that module's files insert, update or delete its rows; another module calls the owner's exported function. This
 * check reads every server source file that may hold SQL (Kysely's insertInto/updateTable/deleteFrom/replaceInto/
 * mergeInto, and INSERT INTO/UPDATE/DELETE FROM in raw SQL) and fails when a file writes a table its module does
 * not own. A file's module is its folder under apps/server/src/modules/, or else its top folder under
 * apps/server/src/ (catalogue, security, seed...).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'apps/server/src');
const MIGRATIONS = path.join(SERVER, 'db/migrations');

/**
 * The owner of every table: the module whose migration created it, unless stated (the "why" beside it). A table a
 * new migration creates must be added here, or the check fails.
 */
const OWNERS: Record<string, string> = {
  // 0001_core.sql: the core tables (docs/architecture.md names their owners).
  users: 'users',
  auth_tokens: 'users',
  sessions: 'session',
  suppliers: 'catalogue',
  documents: 'catalogue',
  // The codes a supplier issues: one implementation in the customer-codes module (issued-codes), for staff and suppliers.
  customer_codes: 'customer-codes',
  // The reading of a sheet is written by the reader (its results) — stated: the extraction module.
  document_extractions: 'extraction',
  document_components: 'extraction',
  // The personal space (my-FDS, issue #12) and the customer codes an account proved (the customer-codes module).
  user_documents: 'my-fds',
  user_customer_codes: 'customer-codes',
  consultations: 'consultations',
  site_alert: 'alert',
  // 0002_platform_security.sql
  login_attempts: 'security',
  rate_limit_counters: 'security',
  // 0100.., 0111: the search tables are derived from the catalogue.
  search_words: 'catalogue',
  search_word_sheets: 'catalogue',
  supplier_facets: 'catalogue',
  update_subscriptions: 'consultations',
  update_mail_deliveries: 'consultations',
  update_mail_addresses: 'consultations',
  // 0300, 0301: Vigi-substances.
  vigi_lists: 'vigi',
  vigi_list_versions: 'vigi',
  vigi_entries: 'vigi',
  vigi_entry_identifiers: 'vigi',
  vigi_entry_name_rules: 'vigi',
  vigi_version_changes: 'vigi',
  vigi_document_matches: 'vigi',
  vigi_alerts_sent: 'vigi',
  vigi_class_rules: 'vigi',
  // 0430, 0661: my-FDS.
  my_fds_replaced: 'my-fds',
  my_fds_changes: 'my-fds',
  my_fds_digests: 'my-fds',
  order_processed_mails: 'my-fds',
  // 0450, 0520: SafeBox.
  safebox_contracts: 'safebox',
  safebox_deposits: 'safebox',
  safebox_order_openings: 'safebox',
  // 0470, 0640, 0642: the shop; the credits held and spent are the entitlements module's (stated: issue #14).
  shop_orders: 'shop',
  shop_carts: 'shop',
  shop_billing: 'shop',
  shop_invoices: 'shop',
  shop_invoice_counters: 'shop',
  shop_payment_events: 'shop',
  shop_order_intents: 'shop',
  shop_vat_checks: 'shop',
  shop_holdings: 'entitlements',
  shop_credit_uses: 'entitlements',
  shop_premium_checks: 'entitlements',
  // 0720, 0721, 0740, 0770.
  form_requests: 'forms',
  site_pages: 'content',
  blog_articles: 'content',
  shows_events: 'content',
  trainings: 'content',
  tool_sites: 'tools',
  tool_storage_areas: 'tools',
  tool_inventory: 'tools',
  tool_adr_loads: 'tools',
  tool_adr_table_versions: 'tools',
  tool_adr_table_rows: 'tools',
  // 0770: who works for a supplier, written by the supplier side's space (invitations, removals).
  supplier_members: 'supplier-space',
  // 0771: the back office's audit log (append-only).
  staff_audit: 'audit',
  // 0820, 0831: the back office's desk and its refunds.
  desk_requests: 'desk',
  desk_request_notes: 'desk',
  desk_request_replies: 'desk',
  premium_checked_readings: 'desk',
  staff_order_refunds: 'admin-catalogue',
  // 0840, 0860, 0861: the supplier side (issue #27).
  supplier_drafts: 'supplier-space',
  supplier_sheet_events: 'supplier-space',
  supplier_invitations: 'supplier-space',
  supplier_deliveries: 'supplier-deliveries',
  supplier_sends: 'supplier-deliveries',
  proof_records: 'supplier-deliveries',
  api_keys: 'api-keys',
  // The migration runner's own ledger.
  schema_migrations: 'db',
  // 0900: the regulatory tools' credits spent (issue #28), beside the other credits.
  tool_credit_uses: 'entitlements',
};

/** Files allowed to write tables of other modules, each with its reason. */
const EXCEPTIONS: { file: string; tables: string[]; why: string }[] = [
  {
    file: 'catalogue/import/supplier-import.repository.ts',
    tables: ['customer_codes'],
    why: "the catalogue importer (npm run import) loads a supplier's codes with its sheets, in the import's batches",
  },
  { file: 'catalogue/generator/bulk-load.repository.ts', tables: ['customer_codes'], why: "the bulk loader's COPY of the demo and benchmark catalogues" },
  { file: 'seed/seed.repository.ts', tables: ['users'], why: 'demo data: the demo accounts, written before any module runs' },
  { file: 'modules/safebox/repository.ts', tables: ['users'], why: 'demo data: insertActiveUser creates the SafeBox demo accounts (demo.seeder.ts)' },
  { file: 'modules/my-fds/demo-space.repository.ts', tables: ['consultations', 'user_documents'], why: 'demo data: the demo space and its history' },
  {
    file: 'security/housekeeping.repository.ts',
    tables: ['sessions', 'users', 'auth_tokens', 'rate_limit_counters', 'login_attempts'],
    why: 'housekeeping: the platform-wide purge of expired rows (idle sessions, unconfirmed accounts, used tokens)',
  },
  {
    file: 'security/session.repository.ts',
    tables: ['sessions'],
    why: "the session store: every request's session is loaded, created and touched before any module runs; modules set a data entry and end a user's sessions through it",
  },
  {
    file: 'catalogue/sheets.repository.ts',
    tables: ['document_extractions'],
    why: 'the publisher (and the importer) queue the reading of a new sheet with its in_progress row, in the same statement batch',
  },
  {
    file: 'catalogue/sheet-readings.repository.ts',
    tables: ['document_extractions'],
    why: 'the one function that asks for a reading (requestReadings) marks it queued with its job',
  },
];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

function moduleOf(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'modules' ? parts[1] : parts[0];
}

const KYSELY_WRITE = /\.(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"`]([a-z_][a-z0-9_]*)['"`]/g;
// Upper-case keywords only: SQL in this code base is written so, and English prose ("update the users") is not SQL.
const RAW_WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+([a-z_][a-z0-9_]*)\b/g;

/** Every (file, table) write in the server's sources. */
export function writesIn(root: string): { file: string; table: string }[] {
  const found = new Map<string, { file: string; table: string }>();
  for (const full of sourceFiles(root)) {
    const file = path.relative(root, full).split(path.sep).join('/');
    if (file.startsWith('db/migrations/')) continue;
    const text = fs.readFileSync(full, 'utf8');
    for (const pattern of [KYSELY_WRITE, RAW_WRITE]) {
      for (const match of text.matchAll(pattern)) found.set(`${file} ${match[1]}`, { file, table: match[1] });
    }
  }
  return [...found.values()];
}

function violations(writes: { file: string; table: string }[]) {
  return writes.filter(({ file, table }) => {
    if (OWNERS[table] === undefined || OWNERS[table] === moduleOf(file)) return false;
    return !EXCEPTIONS.some((e) => e.file === file && e.tables.includes(table));
  });
}

describe('table ownership (docs/architecture.md)', () => {
  const writes = writesIn(SERVER);

  it('finds the writes at all (a wrong root or pattern would pass with nothing to check)', () => {
    expect(writes).toContainEqual({ file: 'modules/safebox/repository.ts', table: 'safebox_contracts' });
    expect(writes).toContainEqual({ file: 'modules/my-fds/repository.ts', table: 'user_documents' });
    expect(writes.length).toBeGreaterThan(50);
  });

  it('has an owner for every table a migration creates, and every table written', () => {
    const created = new Set<string>();
    for (const name of fs.readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql'))) {
      for (const m of fs.readFileSync(path.join(MIGRATIONS, name), 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_][a-z0-9_]*)/g)) created.add(m[1]);
    }
    const partitions = (t: string) => t.startsWith('vigi_document_matches_'); // partitions of vigi_document_matches
    expect([...created].filter((t) => !partitions(t) && !(t in OWNERS))).toEqual([]);
    expect([...new Set(writes.map((w) => w.table))].filter((t) => !(t in OWNERS))).toEqual([]);
  });

  it('lets each module write only its own tables (no known violation left: a new one fails here)', () => {
    expect(violations(writes).map((v) => `${v.file} writes ${v.table}`)).toEqual([]);
  });

  it('catches a module writing another module\u2019s table, in Kysely and in raw SQL', () => {
    const probe = fs.mkdtempSync(path.join(ROOT, 'tools/.ownership-probe-'));
    try {
      fs.mkdirSync(path.join(probe, 'modules/safebox'), { recursive: true });
      fs.writeFileSync(path.join(probe, 'modules/safebox/probe.repository.ts'), "db.updateTable('users').set({}); sql`DELETE FROM sessions`;\n");
      expect(
        violations(writesIn(probe))
          .map((v) => v.table)
          .sort(),
      ).toEqual(['sessions', 'users']);
    } finally {
      fs.rmSync(probe, { recursive: true, force: true });
    }
  });
});
