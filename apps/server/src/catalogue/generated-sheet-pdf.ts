// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient declaration file, nothing to import
/// <reference path="../../../../packages/sds/src/generator/svg-to-pdfkit.d.ts" />
// (the generator ships an ambient declaration for svg-to-pdfkit that the server build must see)
import type { GeneratorLanguage } from '@openfds/sds/generator/index';
import type { DemoSheetInput } from './demo-sheet-pdf.ts';

/** Stable seed from the document code: the same sheet always renders the same content. */
function seedOf(iddc: string): number {
  let h = 2166136261;
  for (const ch of iddc) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/**
 * A realistic 16-section sheet (packages/sds generator: real CLP Annex VI substances, hazard statements,
 * transport data) carrying the catalogue's product, supplier, date and version. Null for languages the generator
 * does not write (the caller falls back to the simpler demo layout).
 */
export async function renderGeneratedSheet(input: DemoSheetInput): Promise<{ bytes: Buffer; pages: number } | null> {
  // The generator (and pdfkit under it) is loaded on the first sheet file written, not at start: a serving
  // instance that never seeds keeps about 15 MB less.
  const { GENERATOR_LANGUAGES, randomSheetSpec, renderSheetPdf } = await import('@openfds/sds/generator/index');
  if (!(GENERATOR_LANGUAGES as readonly string[]).includes(input.language)) return null;
  const spec = randomSheetSpec(seedOf(input.iddc), input.language as GeneratorLanguage, {
    productName: input.productName,
    productCode: input.productCode,
    ufi: input.ufi,
    ...(input.revisionDate ? { revisionDate: input.revisionDate } : {}),
    ...(input.revisionVersion ? { version: input.revisionVersion } : {}),
  });
  spec.supplier = { ...spec.supplier, name: input.supplierName };
  const bytes = Buffer.from(await renderSheetPdf(spec));
  const pages = (bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length || null;
  return { bytes, pages: pages ?? 1 };
}
