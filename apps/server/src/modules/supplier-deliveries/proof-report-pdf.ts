import type { InterfaceLanguage } from '@openfds/contract';
import { winAnsi } from '../../pdf/win-ansi.ts';
import { PROOF_REPORT_TEXTS } from './proof-report-texts.ts';

export interface ProofReportSend {
  document_code: string;
  product_name: string;
  email: string;
  file_sha256: string | null;
  events: { event: string; at: string; detail: string; hash: string }[];
}

/** The proof report of one send or of every send of a sheet (pdfkit, as the invoices and the SafeBox contract). */
export async function buildProofReportPdf(input: { language: InterfaceLanguage; supplier: string; at: Date; sends: ProofReportSend[] }): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const t = PROOF_REPORT_TEXTS[input.language];
  const pdf = new PDFDocument({ size: 'A4', margin: 50, lang: input.language, info: { Title: t.title, Author: 'OpenFDS', CreationDate: input.at } });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => pdf.text(winAnsi(value, { plainSpaces: true }), options);
  const row = (label: string, value: string) => {
    pdf.font('Helvetica-Bold');
    text(`${label}: `, { continued: true });
    pdf.font('Helvetica');
    text(value);
  };
  pdf.font('Helvetica-Bold').fontSize(16);
  text(t.title);
  pdf.font('Helvetica').fontSize(9).moveDown(0.3);
  text(t.intro);
  row(t.supplier, input.supplier);
  row(t.generated, `${input.at.toISOString()}`);
  if (input.sends.length === 0) text(t.none);
  for (const send of input.sends) {
    pdf.moveDown(0.8).fontSize(10);
    row(t.sheet, `${send.document_code} - ${send.product_name}`);
    row(t.recipient, send.email);
    row(t.sha256, send.file_sha256 ?? '-');
    pdf.fontSize(8.5);
    for (const e of send.events) {
      const label = t.events[e.event as keyof typeof t.events] ?? e.event;
      text(`${new Date(e.at).toISOString()}  ${label}${e.detail ? ` (${e.detail})` : ''}`, { indent: 12 });
      text(`${t.record}: ${e.hash}`, { indent: 24 });
    }
  }
  pdf.moveDown(1).fontSize(8);
  text(t.chain);
  pdf.end();
  return done;
}
