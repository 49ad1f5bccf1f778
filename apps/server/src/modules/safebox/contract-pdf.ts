import { formatMessage, type InterfaceLanguage } from '@openfds/contract';
import { CONTRACT_TEXTS } from './contract-texts.ts';
import { winAnsi } from '../../pdf/win-ansi.ts';

/** What the contract shows. The same input always gives the same text (the PDF's dates are fixed too). */
export interface ContractInput {
  identifier: string;
  language: InterfaceLanguage;
  requestedAt: Date;
  maxReturnDate: string;
  company: { name: string; siret: string; duns: string; address1: string; address2: string | null; zipcode: string; city: string };
  requester: { name: string; email: string };
  /** Present on the stamped copy of an online signature. */
  electronicSignature?: { signer: string; at: Date; ip: string; sha256: string };
  /** Present on the record of a paper copy's receipt. */
  paperReceipt?: { at: Date };
}

/** Dates in the contract's language (the deadline is a plain date, the rest are instants shown in UTC). */
export function formatContractDate(value: Date | string, language: InterfaceLanguage, withTime = false): string {
  const date = typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value;
  return (
    new Intl.DateTimeFormat(language, {
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: 'UTC',
    }).format(date) + (withTime ? ' UTC' : '')
  );
}

/** The contract's texts for the standard PDF fonts (pdf/win-ansi.ts); Intl's narrow and thin spaces as plain spaces. */
function latin(text: string): string {
  return winAnsi(text, { plainSpaces: true });
}

/** The SafeBox contract: company details, identifier, terms, return deadline and a signature block. */
export async function buildContractPdf(input: ContractInput): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const t = CONTRACT_TEXTS[input.language];
  const fixedDate = input.electronicSignature?.at ?? input.paperReceipt?.at ?? input.requestedAt;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: input.language,
    info: { Title: `${t.title} ${input.identifier}`, Author: 'OpenFDS', Subject: input.identifier, CreationDate: fixedDate, ModDate: fixedDate },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => pdf.text(latin(value), options);
  const heading = (value: string) => {
    pdf.moveDown(0.8).font('Helvetica-Bold').fontSize(12);
    text(value);
    pdf.moveDown(0.3).font('Helvetica').fontSize(10);
  };
  const row = (label: string, value: string) => {
    pdf.font('Helvetica-Bold');
    text(`${label} : `, { continued: true });
    pdf.font('Helvetica');
    text(value);
  };

  pdf.font('Helvetica-Bold').fontSize(18);
  text(t.title);
  pdf.moveDown(0.4).font('Helvetica').fontSize(10);
  row(t.identifier, input.identifier);
  row(t.date, formatContractDate(input.requestedAt, input.language));

  heading(t.parties);
  text(t.provider);
  pdf.moveDown(0.3);
  text(t.member);
  pdf.moveDown(0.3);
  const c = input.company;
  row(t.company, c.name);
  row(t.siret, c.siret);
  row(t.duns, c.duns);
  row(t.address, [c.address1, c.address2, `${c.zipcode} ${c.city}`].filter(Boolean).join(', '));
  row(t.requestedBy, `${input.requester.name} <${input.requester.email}>`.trim());

  heading(t.termsTitle);
  for (const term of t.terms) {
    text(term, { align: 'justify' });
    pdf.moveDown(0.3);
  }

  heading(t.deadlineTitle);
  pdf.font('Helvetica-Bold');
  text(formatMessage(t.deadline, { date: formatContractDate(input.maxReturnDate, input.language) }));
  pdf.font('Helvetica');
  pdf.moveDown(0.3);
  text(t.returnHow);

  heading(t.signatureTitle);
  text(`${t.signatureFor} : ${c.name}`);
  pdf.moveDown(0.5);
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  if (pdf.y > pdf.page.height - 220) pdf.addPage();
  const top = pdf.y;
  pdf.rect(left, top, width, 130).lineWidth(0.8).stroke('#555555');
  pdf.fillColor('#000000');
  pdf.text('', left + 10, top + 10);
  text(`${t.nameAndPosition} :`);
  pdf.moveDown(1.2);
  text(`${t.placeAndDate} :`);
  pdf.moveDown(1.2);
  text(`${t.stampAndSignature} :`);
  pdf.text('', left, top + 140);

  if (input.electronicSignature) {
    const s = input.electronicSignature;
    heading(t.electronicTitle);
    row(t.electronicSignedBy, s.signer);
    row(t.electronicAt, formatContractDate(s.at, input.language, true));
    row(t.electronicFrom, s.ip);
    row(t.electronicHash, s.sha256);
  }
  if (input.paperReceipt) {
    heading(t.paperTitle);
    row(t.paperReceived, formatContractDate(input.paperReceipt.at, input.language, true));
  }
  pdf.end();
  return done;
}
