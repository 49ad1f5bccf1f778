import type { ConformityFinding, ReadOptions, ReadingWarning, SdsReading } from './types.js';
import { checkAnnexII } from './conformity/annex-ii.js';
import { conformity } from './conformity/conformity.js';
import { collectEvidence } from './fields/evidence.js';
import { readComposition } from './fields/composition.js';
import { readHazards } from './fields/hazards.js';
import { readIdentification } from './fields/identification.js';
import { readPhysical } from './fields/physical.js';
import { readTransport } from './fields/transport.js';
import { pagesForVectorPictograms, pictogramsAmong, pictogramsFromImages } from './fields/pictogram-images.js';
import type { RawPdf } from './pdf/raw-pdf.js';
import { PdfMemoryError, PdfReaderBrokenError, PdfTimeoutError, sharedPdfWorker } from './pdf/run-pdf-worker.js';
import { findSections, linesBefore, secondSheetStart, sectionLines } from './sections/find-sections.js';
import { sheetFormat } from './sections/sheet-format.js';
import { detectLanguage } from './text/detect-language.js';
import { documentText, fromPageLines, type DocumentText } from './text/document-text.js';
import { ocrPages, tesseractAvailable } from './text/ocr.js';
import { READER_VERSION } from './version.js';

const DEFAULT_TIMEOUT_MS = 20_000;
/** The pages a reading may look at: options.maxPages when given (the upload preview's first pages), else all. */
function pagesToRead(options: ReadOptions): number {
  return options.maxPages !== undefined && options.maxPages >= 1 ? Math.floor(options.maxPages) : Number.POSITIVE_INFINITY;
}
/** Pages of a scan read by OCR (each rendered, then one tesseract run at a time). */
const OCR_MAX_PAGES = 20;
/** Below this many letters a file has no usable text layer. */
const MIN_LETTERS = 80;

/**
 * Time per phase of a reading, for bench/sds-accuracy/speed.ts only (not part of the contract): null in normal
 * use, so that a reading costs one comparison per phase.
 */
let phaseSink: ((phase: string, ms: number) => void) | null = null;
export function setPhaseSink(sink: ((phase: string, ms: number) => void) | null): void {
  phaseSink = sink;
}
let phaseAt = 0;
function phase(name: string | null): void {
  if (!phaseSink) return;
  const now = performance.now();
  if (name) phaseSink(name, now - phaseAt);
  phaseAt = now;
}

function emptyReading(pages: number, elapsedMs: number, conformityFindings: ConformityFinding[]): SdsReading {
  return {
    readerVersion: READER_VERSION,
    language: null,
    format: 'other',
    pages,
    sections: [],
    identification: {
      productName: null,
      productCode: null,
      ufi: null,
      supplierName: null,
      address: null,
      phone: null,
      email: null,
      emergencyPhone: null,
      revisionDate: null,
      version: null,
    },
    hazards: { classes: [], hStatements: [], euhStatements: [], pStatements: [], pictograms: [], signalWord: null, contains: [] },
    composition: { kind: null, components: [] },
    physical: { state: null, colour: null, odour: null, flashPoint: null, boilingPoint: null, pH: null, density: null, viscosity: null },
    transport: { unNumber: null, shippingName: null, transportClass: null, packingGroup: null, environmentalHazard: null },
    conformity: conformityFindings,
    warnings: [],
    elapsedMs,
  };
}

/** True when the file does not end with "%%EOF" (plus padding): a truncated or cut download. */
function truncated(pdf: Uint8Array): boolean {
  const at = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).lastIndexOf('%%EOF');
  if (at < 0) return true;
  for (let i = at + 5; i < pdf.length; i++) if (![0, 9, 10, 12, 13, 32].includes(pdf[i])) return true;
  return false;
}

/** > 0 when the text's numeric dates read month first (a middle part above 12), < 0 when day first. */
function dateOrderVote(text: string): number {
  let vote = 0;
  for (const m of text.matchAll(/(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?!\d)/g)) {
    if (Number(m[3]) > 12 && Number(m[1]) <= 12) vote++;
    else if (Number(m[1]) > 12 && Number(m[3]) <= 12) vote--;
  }
  return vote;
}

/** The letters of the text, counted up to `enough` (a sheet's text has tens of thousands: no need to count them all). */
function letters(text: string, enough = Infinity): number {
  const re = /\p{L}+/gu;
  let n = 0;
  for (let m = re.exec(text); m && n < enough; m = re.exec(text)) n += [...m[0]].length;
  return n;
}

/** Reads the fields of a sheet from its text (exported for tests and the generator round trip). */
export function readDocument(doc: DocumentText, raw: RawPdf | null, options: ReadOptions, started: number, extra: ConformityFinding[] = []): SdsReading {
  const warnings: ReadingWarning[] = [];
  phase(null);
  const language = detectLanguage(doc.text);
  phase('language');
  const sections = findSections(doc);
  const { format, evidence } = sheetFormat(doc.text, sections, doc.folded);
  phase('sections');
  const lines = (n: number) => sectionLines(doc, sections, n);
  // No section found: look for the fields in the whole text rather than return nothing.
  const orAll = (n: number) => (sections.length ? lines(n) : doc.lines);
  // US sheets write month/day/year, European ones day/month/year. The sheet's own unambiguous dates decide
  // first ("2/16/2017" elsewhere on the page makes "4/10/2017" April 10), then the format and language.
  const vote = dateOrderVote(doc.text);
  const monthFirst = vote !== 0 ? vote > 0 : format === 'us-hazcom' || (format !== 'eu-reach' && (language === 'en' || language === null));
  const identification = readIdentification(orAll(1), doc.lines, monthFirst, warnings);
  const hazards = readHazards(orAll(2));
  if (raw) {
    const fromImages = pictogramsFromImages(raw, sections);
    if (fromImages.length) hazards.pictograms = [...new Set([...hazards.pictograms, ...fromImages])].sort();
  }
  // Components only from a section 3 that was found: CAS numbers elsewhere (regulatory lists of section 15,
  // old 10-part MSDS) are not the composition.
  const composition = readComposition(lines(3), identification.productName, warnings);
  const physical = readPhysical(orAll(9));
  // The lines above section 14's heading too: a table's label column can be extracted there (readTransport).
  const transport = readTransport(orAll(14), linesBefore(doc, sections, 14));
  phase('fields');
  const findings = [
    ...extra,
    ...conformity({
      doc,
      sections,
      secondSheetStart: secondSheetStart(doc, sections),
      language,
      declaredLanguage: options.declaredLanguage,
      format,
      formatEvidence: evidence,
      identification,
    }),
  ];
  const reading: SdsReading = {
    readerVersion: READER_VERSION,
    language,
    format,
    pages: doc.pages,
    sections,
    identification,
    hazards,
    composition,
    physical,
    transport,
    conformity: findings,
    warnings,
    elapsedMs: Math.round(performance.now() - started),
  };
  phase('conformity');
  reading.annexII = checkAnnexII({ doc, sections, identification, composition, format }, options.annexII);
  phase('annexII');
  reading.evidence = collectEvidence({ reading, lines: orAll, all: doc.lines, monthFirst });
  phase('evidence');
  if (options.includeText) reading.text = doc.text;
  return reading;
}

/**
 * The reader itself failed on this file (its MuPDF broke, or its thread died), so the file got no verdict: the
 * caller may try again on a fresh reader and must not store this as the sheet's outcome (issue #22). The reader's
 * thread has been replaced when this is thrown.
 */
export class ReaderFailedError extends Error {
  constructor(cause: PdfReaderBrokenError) {
    super(cause.message);
  }
}

/** Rethrows a broken reader as ReaderFailedError; any other error is the file's and is returned. */
function fileError(error: unknown): Error {
  if (error instanceof PdfReaderBrokenError) throw new ReaderFailedError(error);
  return error as Error;
}

/**
 * Reads a safety data sheet. Never throws on a bad file (throws ReaderFailedError only when the reader broke): a file that cannot be parsed comes back as an empty
 * reading flagged badPdf (or unreadable when it has no text layer), with the reason as evidence.
 */
export async function readSds(pdf: Uint8Array, options: ReadOptions = {}): Promise<SdsReading> {
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const elapsed = () => Math.round(performance.now() - started);
  if (!pdf || pdf.length === 0) return emptyReading(0, elapsed(), [{ flag: 'badPdf', evidence: 'empty file' }]);
  const head = new TextDecoder('latin1').decode(pdf.subarray(0, 1024));
  if (!head.includes('%PDF-')) return emptyReading(0, elapsed(), [{ flag: 'badPdf', evidence: 'no %PDF- header' }]);
  let raw: RawPdf;
  phase(null);
  try {
    raw = await sharedPdfWorker().read(pdf, timeoutMs, options.maxPages);
    phase('pdf');
  } catch (error) {
    // A file that takes longer than the limit is a timeout, reported as such (issue #11), not a bad PDF.
    if (error instanceof PdfTimeoutError) return { ...emptyReading(0, elapsed(), []), timedOut: true };
    if (error instanceof PdfMemoryError) return emptyReading(0, elapsed(), [{ flag: 'badPdf', evidence: error.message }]);
    return emptyReading(0, elapsed(), [{ flag: 'badPdf', evidence: `cannot be parsed: ${fileError(error).message}` }]);
  }
  if (elapsed() > timeoutMs) return { ...emptyReading(raw.pageCount, elapsed(), []), timedOut: true };
  if (raw.encrypted) return emptyReading(0, elapsed(), [{ flag: 'badPdf', evidence: 'encrypted with a password' }]);
  if (raw.pageCount === 0) return emptyReading(0, elapsed(), [{ flag: 'badPdf', evidence: 'no page' }]);
  // MuPDF repairs many small defects silently (padding after %%EOF, bad offsets): only a repaired file that is
  // also cut short counts as a bad PDF.
  const repaired = (raw.messages ?? []).find((m) => /startxref|repair|broken|zlib|syntax|truncated/i.test(m));
  const damaged = repaired && truncated(pdf) ? repaired : null;
  const extra: ConformityFinding[] = [];
  if (damaged) extra.push({ flag: 'badPdf', evidence: `damaged file, repaired on reading: ${damaged}` });
  // Pages refused for what they would cost to draw (issue #22: form bombs, content that inflates to hundreds of MB).
  const refused = raw.refused ?? [];
  if (refused.length)
    extra.push({
      flag: 'badPdf',
      evidence: `${refused.length} page(s) not read: ${refused
        .slice(0, 3)
        .map((r) => `page ${r.page}: ${r.reason}`)
        .join('; ')}`,
    });
  let doc = documentText(raw);
  const noTextLayer = letters(doc.text, MIN_LETTERS) < MIN_LETTERS;
  phase('layout');
  if (noTextLayer) {
    // A cut file whose pages came out empty is a bad PDF, not a scan; so is a file whose pages were refused.
    if (damaged || refused.length) return emptyReading(raw.pageCount, elapsed(), extra);
    // A scan: OCR when tesseract is installed, otherwise the sheet is unreadable.
    let skipped = '';
    if (await tesseractAvailable()) {
      const deadline = Date.now() + timeoutMs;
      try {
        const { pngs, skipped: tooLarge } = await sharedPdfWorker().renderPng(pdf, Math.min(OCR_MAX_PAGES, pagesToRead(options)), timeoutMs);
        if (tooLarge.length)
          skipped = `; not read by OCR: ${tooLarge
            .slice(0, 3)
            .map((r) => `page ${r.page} (${r.reason})`)
            .join(', ')}`;
        const pages = await ocrPages(pngs, deadline);
        const ocr = fromPageLines(pages);
        if (letters(ocr.text, MIN_LETTERS) >= MIN_LETTERS) {
          doc = { ...ocr, pages: raw.pageCount };
          extra.push({ flag: 'unreadable', evidence: 'no text layer: text read by OCR (tesseract), check the values' });
          return readDocument(doc, raw, options, started, extra);
        }
      } catch (error) {
        // fall through to unreadable, unless the reader broke (then there is no verdict)
        fileError(error);
      }
    }
    return emptyReading(raw.pageCount, elapsed(), [
      { flag: 'unreadable', evidence: `no text layer (${letters(doc.text)} letters on ${raw.pageCount} page(s))${skipped}` },
    ]);
  }
  const reading = readDocument(doc, raw, options, started, extra);
  const vectorPages = pagesForVectorPictograms(reading.hazards, reading.sections, Math.min(raw.pageCount, pagesToRead(options)));
  if (vectorPages.length) {
    phase(null);
    try {
      const images = await sharedPdfWorker().vectorPictograms(pdf, vectorPages, Math.max(1000, timeoutMs - elapsed()));
      reading.hazards.pictograms = pictogramsAmong(images, reading.sections);
      phase('vectorPictograms');
    } catch (error) {
      // Past the time limit or unrenderable: the reading keeps what the text and the images gave.
      fileError(error);
    }
    reading.elapsedMs = elapsed();
  }
  return reading;
}
