import type { TableARow } from './table-a-sample.ts';

/**
 * A parser of the BAM "Datenbank GEFAHRGUT" ADR export (`ADR25_csv.txt`; Bundesanstalt für Materialforschung und
 * -prüfung, licence dl-de/by-2-0). Its layout, as documented by public importers (kcevik/dangerous-goods,
 * docs/database-schema-and-import-plan.md): tab-separated values in ISO-8859-1 with CRLF line ends, a header row of
 * column names (S_ text, N_ number), one row per UN number and sequence number (N_LFDNR). Multi-value columns are
 * numbered: labels S_KENN1-4, special provisions S_SV1-9 then SV_10, SV_11 (sic). N_VERBOT = 1 marks an entry
 * not to be carried.
 */

export interface BamParseResult {
  rows: TableARow[];
  /** Each refused line: `line` is the file's line number (the header is line 1). */
  errors: { line: number; message: string }[];
  /** Lines left out on purpose (entries not to be carried, no transport category). */
  skipped: number;
}

/** The columns without which a file is not this export. */
export const BAM_REQUIRED_COLUMNS = [
  'S_UNNR',
  'S_NAME_E',
  'S_KLASSE',
  'S_KLASSIFIZIERUNGSCODE',
  'S_VP_GRUPPE',
  'S_BEGRENZTE_MENGEN',
  'S_FREIGEST_MENGEN',
  'S_BEFOERDERUNGSKATEGORIE',
  'S_TUNNEL_CODE',
  'S_GEFAHRNR',
] as const;

const SP_COLUMNS = ['S_SV1', 'S_SV2', 'S_SV3', 'S_SV4', 'S_SV5', 'S_SV6', 'S_SV7', 'S_SV8', 'S_SV9', 'SV_10', 'SV_11', 'S_SV10', 'S_SV11'];
const LABEL_COLUMNS = ['S_KENN1', 'S_KENN2', 'S_KENN3', 'S_KENN4'];
const PACKING_GROUPS = new Set(['I', 'II', 'III']);

/** Decodes the export: UTF-8 when it is valid UTF-8 (a re-saved file), else ISO-8859-1 as BAM writes it. */
function decode(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('latin1').decode(data);
  }
}

/** Name and specification joined as Table A prints them ("GAS OIL ..." + "(flash-point ...)"). */
const joined = (...parts: (string | undefined)[]) =>
  parts
    .map((p) => p?.trim() ?? '')
    .filter(Boolean)
    .join(' ');

export function parseBamTableA(data: Buffer): BamParseResult {
  const lines = decode(data).split(/\r?\n/);
  const header = (lines[0] ?? '').split('\t').map((c) => c.trim());
  const missing = BAM_REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) return { rows: [], errors: [{ line: 1, message: `missing columns: ${missing.join(', ')}` }], skipped: 0 };
  const rows: TableARow[] = [];
  const errors: BamParseResult['errors'] = [];
  let skipped = 0;
  lines.slice(1).forEach((text, i) => {
    const line = i + 2;
    if (text.trim() === '') return;
    const cells = text.split('\t');
    const v = (column: string) => (cells[header.indexOf(column)] ?? '').trim();
    const un = v('S_UNNR');
    const problems: string[] = [];
    if (!/^\d{4}$/.test(un)) {
      errors.push({ line, message: `UN number "${un}" is not four digits` });
      return;
    }
    const category = v('S_BEFOERDERUNGSKATEGORIE');
    // Entries not to be carried, or without a transport category, have no place in a load: left out, counted.
    if (v('N_VERBOT') === '1' || category === '' || category === '-') {
      skipped += 1;
      return;
    }
    if (!/^[0-4]$/.test(category)) problems.push(`transport category "${category}" is not 0 to 4`);
    const group = v('S_VP_GRUPPE');
    if (group && !PACKING_GROUPS.has(group)) problems.push(`packing group "${group}" is not I, II or III`);
    if (!v('S_KLASSE')) problems.push('no class');
    if (problems.length > 0) {
      errors.push({ line, message: problems.join('; ') });
      return;
    }
    rows.push({
      un,
      name_en: joined(v('S_NAME_E') || v('S_NAME'), v('S_SPEZIFIKATION_E')),
      name_fr: joined(v('S_NAME_FR') || v('S_NAME_E') || v('S_NAME'), v('S_SPEZIFIKATION_FR')),
      class: v('S_KLASSE'),
      classification_code: v('S_KLASSIFIZIERUNGSCODE'),
      packing_group: (group || null) as TableARow['packing_group'],
      labels: LABEL_COLUMNS.map(v).filter(Boolean),
      special_provisions: [...new Set(SP_COLUMNS.map(v).filter(Boolean))],
      lq: v('S_BEGRENZTE_MENGEN') || '0',
      eq: v('S_FREIGEST_MENGEN') || 'E0',
      transport_category: Number(category) as TableARow['transport_category'],
      tunnel_code: v('S_TUNNEL_CODE') || '-',
      hazard_number: v('S_GEFAHRNR') || null,
    });
  });
  return { rows, errors, skipped };
}
