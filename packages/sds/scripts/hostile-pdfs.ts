/**
 * Writes the hostile PDFs (src/hostile/hostile-pdfs.ts) into a folder, for reading them by hand:
 *   npm run hostile-pdfs -w @openfds/sds -- /tmp/hostile
 *   npx openfds-sds extract /tmp/hostile
 * CI reads the same files through the extraction job (apps/server/src/modules/extraction/hostile-pdfs.test.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { HOSTILE_PDFS } from '../src/hostile/hostile-pdfs.ts';

const dir = resolve(process.argv[2] ?? 'hostile-pdfs');
await mkdir(dir, { recursive: true });
for (const [name, make] of Object.entries(HOSTILE_PDFS)) {
  const pdf = make();
  await writeFile(join(dir, `${name}.pdf`), pdf);
  console.log(`${name}.pdf\t${pdf.length} bytes`);
}
