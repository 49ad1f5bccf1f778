import { clpEntry, latestAtp, readClpTable } from './clp-annex-vi.ts';
import type { ListImporter, ParsedEntry } from './parsed-list.ts';

/** Carc., Muta. or Repr. category 1A or 1B (with optional suffixes such as "Repr. 1B" or "Carc. 1A"). */
const CMR_CLASS = /^(Carc\.|Muta\.|Repr\.)\s*1[AB]\b/;

/** Categories 1A/1B of carcinogenicity, mutagenicity and reproductive toxicity in a list of class codes. */
export function cmrCategories(classes: string[]): string[] {
  return classes.map((c) => c.replace(/\s*\*+$/, '').trim()).filter((c) => CMR_CLASS.test(c));
}

/**
 * The CMR list is derived from CLP Annex VI table 3: every entry classified Carc., Muta. or Repr. 1A/1B.
 * It takes the same workbook as the Annex VI importer.
 */
export const cmrImporter: ListImporter = {
  list: 'cmr',
  format: 'xlsx',
  async parse(data) {
    const { rows, warnings } = await readClpTable(data);
    const seen = new Set<string>();
    const entries: ParsedEntry[] = [];
    for (const row of rows) {
      const categories = cmrCategories(row.classes);
      if (categories.length === 0 || seen.has(row.indexNumber)) continue;
      seen.add(row.indexNumber);
      entries.push(clpEntry(row, { classification: categories, reason: categories.join(', ') }));
    }
    return { entries, label: latestAtp(rows), publicationDate: null, warnings };
  },
};
