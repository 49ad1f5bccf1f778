/**
 * One-off extraction: CLP Annex VI table 3 (ATP 17, ECHA export) -> packages/sds/data/clp-substances.json.
 * The sheet generator reads the JSON at run time so that it never needs ../shared. Re-run only when the source
 * table changes:  npx tsx packages/sds/scripts/extract-substances.ts [path/to/clp-annex-vi.xlsx]
 */
import ExcelJS from 'exceljs';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isValidCas, isValidEc } from '@openfds/contract';
import type { ClpSubstance } from '../src/generator/substances.ts';

const SOURCE = process.argv[2] ?? '/work/shared/data/regulatory/clp-annex-vi-atp17-en.xlsx';
const TARGET = fileURLToPath(new URL('../data/clp-substances.json', import.meta.url));
const HEADER_ROWS = 6; // disclaimer, date, blank line and the two header lines
const MAX_NAME_LENGTH = 90; // longer IUPAC names do not fit a components table and make the file heavy

function cellText(value: ExcelJS.CellValue): string {
  if (value == null) return '';
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((r) => r.text).join('');
  return String(value);
}

function lines(value: ExcelJS.CellValue): string[] {
  return cellText(value)
    .split('\n')
    .map((l) => l.trim());
}

/** "H370 (nervous system)" -> "H370"; "H360FD ***" -> "H360FD"; keeps suffixes such as H350i or H361fd. */
function code(raw: string): string | null {
  const m = /^(EUH\d{3}A?|H\d{3}[A-Za-z]{0,2})/.exec(raw.replace(/\s+/g, ''));
  return m ? m[1] : null;
}

/** "Acute Tox. 4 *" -> ["Acute Tox.", "4"]; "Press. Gas" -> ["Press. Gas", null]; "Lact." -> ["Lact.", null]. */
function splitClass(raw: string): [string, string | null] {
  const clean = raw.replace(/\*+/g, '').trim();
  const m = /^(.*?)\s+(\d(?:\.\d)?[A-C]?|[A-G])$/.exec(clean);
  return m ? [m[1], m[2]] : [clean, null];
}

const workbook = new ExcelJS.Workbook();
await workbook.xlsx.readFile(SOURCE);
const sheet = workbook.worksheets[0];
const substances: ClpSubstance[] = [];
sheet.eachRow((row, rowNumber) => {
  if (rowNumber <= HEADER_ROWS) return;
  const v = row.values as ExcelJS.CellValue[];
  const [index, name, ec, cas] = [1, 2, 3, 4].map((i) => cellText(v[i]).trim());
  // Annex VI index numbers may end in X (e.g. 001-003-00-X), which the contract's digit-only rule rejects.
  const indexNumber = /^\d{3}-\d{3}-\d{2}-[\dX]$/.test(index) ? index : null;
  // Entries for groups ("... with the exception of ...") have no single CAS/EC: a sheet needs one substance.
  if (!indexNumber || !isValidCas(cas) || !isValidEc(ec) || name.length > MAX_NAME_LENGTH || name.includes('\n')) return;
  const classLines = lines(v[5]);
  const classCodes = lines(v[6]);
  const classes: ClpSubstance['classes'] = [];
  classLines.forEach((line, i) => {
    if (!line) return;
    const [hazardClass, category] = splitClass(line);
    classes.push([hazardClass, category, code(classCodes[i] ?? '')]);
  });
  const labelling = lines(v[7]).filter(Boolean);
  const pictograms = labelling.filter((l) => /^GHS0\d$/.test(l));
  const signal = labelling.find((l) => /^(Dgr|Wng)/.test(l));
  const hStatements = [
    ...new Set(
      lines(v[8])
        .map(code)
        .filter((c): c is string => !!c && c.startsWith('H')),
    ),
  ];
  const euhStatements = [
    ...new Set(
      lines(v[9])
        .map(code)
        .filter((c): c is string => !!c && c.startsWith('EUH')),
    ),
  ];
  if (classes.length === 0 || hStatements.length === 0) return;
  substances.push({
    name,
    cas,
    ec,
    index: indexNumber,
    classes,
    h: hStatements,
    euh: euhStatements,
    pictograms,
    signalWord: signal?.startsWith('Dgr') ? 'danger' : signal?.startsWith('Wng') ? 'warning' : null,
  });
});

// One line per substance: small, and diffs stay readable.
writeFileSync(TARGET, '[\n' + substances.map((s) => JSON.stringify(s)).join(',\n') + '\n]\n');
console.log(`${substances.length} substances -> ${TARGET}`);
