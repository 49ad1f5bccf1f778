/**
 * Writes the data of ECHA's CLP Annex VI table 3 workbook (ATP 21 and later layout) as the CSV that ships in
 * apps/server/data/regulatory:
 *   node --import tsx apps/server/scripts/clp-annex-vi-csv.ts <annex_vi_clp_table_atpNN_en.xlsx> <out.csv>
 *
 * Why a CSV and not ECHA's workbook: the workbook's disclaimer (cell A1) says it is unofficial and not for
 * reproduction. What the CSV holds is the content of Annex VI Part 3 itself, i.e. of Regulation (EC) No
 * 1272/2008 as amended by its ATPs, EU law that may be reused (Commission Decision 2011/833/EU): the columns of
 * the legal table and the ATP and CELEX number of each entry's last change. ECHA's disclaimer, its "Comment"
 *  column and its "History" sheet are left out. Its notice entry: packages/contract/src/data-notice.ts.
 */
import fs from 'node:fs';
import { CLP_ANNEX_VI_COLUMNS_ATP21, readClpSheet } from '../src/modules/vigi/lists/importers/clp-annex-vi.ts';

const [source, target] = process.argv.slice(2);
if (!source || !target) {
  console.error('usage: node --import tsx apps/server/scripts/clp-annex-vi-csv.ts <workbook.xlsx> <out.csv>');
  process.exit(2);
}
const rows = await readClpSheet(fs.readFileSync(source));
const headerAt = rows.findIndex((r) => /^Index No/i.test((r[0] ?? '').trim()));
const header = headerAt >= 0 ? rows[headerAt].map((h) => h.replace(/\s+/g, ' ').trim().toLowerCase()) : [];
const columns = CLP_ANNEX_VI_COLUMNS_ATP21.map((c) => header.indexOf(c.toLowerCase()));
if (headerAt < 0 || columns.some((c) => c < 0)) {
  console.error(`${source}: not an ATP 21+ workbook (columns ${CLP_ANNEX_VI_COLUMNS_ATP21.join(', ')})`);
  process.exit(1);
}
// RFC 4180: every field quoted, quotes doubled; cells keep their line breaks (several codes per cell).
const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
const lines = [CLP_ANNEX_VI_COLUMNS_ATP21.map(quote).join(',')];
for (const row of rows.slice(headerAt + 1)) {
  if (!(row[0] ?? '').trim()) continue;
  lines.push(columns.map((c) => quote((row[c] ?? '').trim())).join(','));
}
fs.writeFileSync(target, lines.join('\n') + '\n');
console.log(`${target}: ${lines.length - 1} entries`);
