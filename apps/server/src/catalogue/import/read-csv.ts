import fs from 'node:fs';
import { parseFile, parseString } from 'fast-csv';
import type { RowError } from './import-rows.ts';

/** One record of a CSV file with the line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  values: Record<string, string>;
}

const newlines = (values: string[]) => values.reduce((n, v) => n + (v.match(/\n/g)?.length ?? 0), 0);

/**
 * Reads a CSV file of the importer (header row, names trimmed and lower-cased). A row whose column count differs
 * from the header's is a bad row reported with its line, not a failure of the whole file; blank lines are skipped
 * but counted, so that every reported line is the line an editor shows.
 */
export async function readCsv(file: string, name: string): Promise<{ records: CsvRecord[]; errors: RowError[] }> {
  if (!fs.existsSync(file)) return { records: [], errors: [] };
  return collect((options) => parseFile(file, options), name);
}

/** The same reading of a CSV given as text (a documents.csv taken out of an uploaded zip, issue #27). */
export async function readCsvText(text: string, name: string): Promise<{ records: CsvRecord[]; errors: RowError[] }> {
  return collect((options) => parseString(text, options), name);
}

type CsvOptions = Parameters<typeof parseFile>[1];

function collect(open: (options: CsvOptions) => ReturnType<typeof parseFile>, name: string): Promise<{ records: CsvRecord[]; errors: RowError[] }> {
  const records: CsvRecord[] = [];
  const errors: RowError[] = [];
  let columns = 0;
  let line = 1;
  return new Promise((resolve, reject) => {
    open({
      headers: (h) => {
        columns = h.length;
        return h.map((x) => x?.trim().toLowerCase());
      },
      strictColumnHandling: true,
      trim: true,
    })
      .on('error', reject)
      .on('data', (values: Record<string, string>) => {
        line++;
        records.push({ line, values });
        line += newlines(Object.values(values));
      })
      .on('data-invalid', (row: string[] | undefined) => {
        line++;
        const cells = Array.isArray(row) ? row : [];
        if (cells.every((v) => v === '')) return;
        errors.push({
          file: name,
          line,
          reason: `${cells.length} columns where the header has ${columns}`,
          issue: { key: 'columns', params: { found: cells.length, expected: columns } },
        });
        line += newlines(cells);
      })
      .on('end', () => resolve({ records, errors }));
  });
}
