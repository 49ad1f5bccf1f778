import type { CartLine, InterfaceLanguage, VatMode } from '@openfds/contract';
import { winAnsi } from '../../pdf/win-ansi.ts';

/** Invoice and credit note texts per language (the buyer's interface language at payment). */
const TEXTS: Record<InterfaceLanguage, Record<string, string>> = {
  fr: {
    invoice: 'Facture',
    credit_note: 'Avoir',
    number: 'Numéro',
    date: 'Date',
    order: 'Commande',
    seller: 'Vendeur',
    buyer: 'Client',
    vat_number: 'N° TVA',
    siret: 'SIRET',
    line: 'Désignation',
    period: 'Période',
    qty: 'Lots',
    sheets: 'fiches',
    unit: 'Prix annuel par lot HT',
    amount: 'Montant HT',
    total_et: 'Total HT',
    vat: 'TVA',
    total_it: 'Total TTC',
    refers: 'Annule la facture',
    reverse_charge: 'Autoliquidation : TVA due par le preneur (article 196 de la directive 2006/112/CE).',
    outside_eu: 'TVA non applicable, article 259-1 du CGI (prestation hors UE).',
    paid: 'Payée par carte le',
  },
  en: {
    invoice: 'Invoice',
    credit_note: 'Credit note',
    number: 'Number',
    date: 'Date',
    order: 'Order',
    seller: 'Seller',
    buyer: 'Customer',
    vat_number: 'VAT no.',
    siret: 'SIRET',
    line: 'Description',
    period: 'Period',
    qty: 'Lots',
    sheets: 'sheets',
    unit: 'Annual price per lot excl. VAT',
    amount: 'Amount excl. VAT',
    total_et: 'Total excl. VAT',
    vat: 'VAT',
    total_it: 'Total incl. VAT',
    refers: 'Cancels invoice',
    reverse_charge: 'Reverse charge: VAT to be accounted for by the customer (Article 196, Directive 2006/112/EC).',
    outside_eu: 'VAT not applicable: service supplied outside the EU (article 259-1 CGI).',
    paid: 'Paid by card on',
  },
  de: {
    invoice: 'Rechnung',
    credit_note: 'Gutschrift',
    number: 'Nummer',
    date: 'Datum',
    order: 'Bestellung',
    seller: 'Verkäufer',
    buyer: 'Kunde',
    vat_number: 'USt-IdNr.',
    siret: 'SIRET',
    line: 'Bezeichnung',
    period: 'Zeitraum',
    qty: 'Lose',
    sheets: 'Datenblätter',
    unit: 'Jahrespreis je Los netto',
    amount: 'Betrag netto',
    total_et: 'Summe netto',
    vat: 'USt.',
    total_it: 'Summe brutto',
    refers: 'Storniert Rechnung',
    reverse_charge: 'Steuerschuldnerschaft des Leistungsempfängers (Art. 196 Richtlinie 2006/112/EG).',
    outside_eu: 'Keine USt.: Leistung außerhalb der EU (Art. 259-1 CGI).',
    paid: 'Per Karte bezahlt am',
  },
  it: {
    invoice: 'Fattura',
    credit_note: 'Nota di credito',
    number: 'Numero',
    date: 'Data',
    order: 'Ordine',
    seller: 'Venditore',
    buyer: 'Cliente',
    vat_number: 'P. IVA',
    siret: 'SIRET',
    line: 'Descrizione',
    period: 'Periodo',
    qty: 'Lotti',
    sheets: 'schede',
    unit: 'Prezzo annuo per lotto IVA escl.',
    amount: 'Importo IVA escl.',
    total_et: 'Totale IVA escl.',
    vat: 'IVA',
    total_it: 'Totale IVA incl.',
    refers: 'Annulla la fattura',
    reverse_charge: 'Inversione contabile: IVA dovuta dal committente (art. 196 direttiva 2006/112/CE).',
    outside_eu: 'IVA non applicabile: prestazione fuori UE (art. 259-1 CGI).',
    paid: 'Pagata con carta il',
  },
};

export interface InvoicePdfInput {
  kind: 'invoice' | 'credit_note';
  number: string;
  refersTo: string | null;
  issuedAt: Date;
  paidAt: Date | null;
  orderId: number;
  seller: { name: string; address: string; vatNumber: string; siret: string };
  billing: Record<string, unknown>;
  lines: CartLine[];
  totals: { et: number; vat: number; it: number };
  vat: { mode: VatMode | string; rate: number };
  language: InterfaceLanguage;
}

/** The invoice's texts for the standard PDF fonts (pdf/win-ansi.ts). */
function latin1(value: string): string {
  return winAnsi(value, { plainSpaces: true });
}

function money(value: number, language: InterfaceLanguage): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(value).replace(/\u202f|\u00a0/g, ' ');
}

/** An invoice or credit note as a PDF (pdfkit, the repo's PDF library). */
export async function buildInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const t = TEXTS[input.language];
  const sign = input.kind === 'credit_note' ? -1 : 1;
  // Dated by the invoice, not by the rendering: the same invoice renders to the same bytes (issue #29), whoever
  // renders it first (the job queued at payment, or the first download).
  const info = { Title: `${t[input.kind]} ${input.number}`, Author: input.seller.name, CreationDate: input.issuedAt };
  const pdf = new PDFDocument({ size: 'A4', margin: 48, info, lang: input.language });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => pdf.text(latin1(value), options);
  // Issue #23: dates written in the invoice's language (28 novembre 2026, 28. November 2026...), periods shorter.
  // English as written in Europe (28 November 2026, 28/11/2026), where the seller and its customers are.
  const locale = input.language === 'en' ? 'en-GB' : input.language;
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const shortDate = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
  const date = (d: Date | string) => longDate.format(new Date(d));
  const day = (d: string) => shortDate.format(new Date(`${d}T00:00:00Z`));

  pdf.font('Helvetica-Bold').fontSize(18);
  text(`${t[input.kind]} ${input.number}`);
  pdf.font('Helvetica').fontSize(10).moveDown(0.5);
  text(`${t.date}: ${date(input.issuedAt)}    ${t.order}: ${input.orderId}`);
  if (input.refersTo) text(`${t.refers} ${input.refersTo}`);
  if (input.paidAt && input.kind === 'invoice') text(`${t.paid} ${date(input.paidAt)}`);

  pdf.moveDown(1).font('Helvetica-Bold');
  text(t.seller);
  pdf.font('Helvetica');
  text(input.seller.name);
  text(input.seller.address);
  text(`${t.vat_number}: ${input.seller.vatNumber}    ${t.siret}: ${input.seller.siret}`);

  const b = input.billing;
  const s = (k: string) => (typeof b[k] === 'string' && b[k] ? String(b[k]) : null);
  pdf.moveDown(1).font('Helvetica-Bold');
  text(t.buyer);
  pdf.font('Helvetica');
  for (const line of [
    s('company_name'),
    [s('first_name'), s('last_name')].filter(Boolean).join(' ') || null,
    s('address1'),
    s('address2'),
    s('address3'),
    [s('zipcode'), s('city')].filter(Boolean).join(' '),
    s('country_code'),
  ]) {
    if (line) text(line);
  }
  if (s('siret')) text(`${t.siret}: ${s('siret')}`);
  if (s('eu_vat_number')) text(`${t.vat_number}: ${s('eu_vat_number')}`);

  // The lines as a real table (issue #23): columns at fixed places, a rule under the header, each row as tall as
  // its tallest cell, amounts right-aligned; the totals below as a two-column block under the amounts.
  pdf.moveDown(1);
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const columns = [
    { key: 'line', width: 0.34, align: 'left' as const },
    { key: 'period', width: 0.22, align: 'left' as const },
    { key: 'qty', width: 0.12, align: 'right' as const },
    { key: 'unit', width: 0.16, align: 'right' as const },
    { key: 'amount', width: 0.16, align: 'right' as const },
  ].map((c, i, all) => ({ ...c, x: left + width * all.slice(0, i).reduce((n, p) => n + p.width, 0), w: width * c.width - 6 }));
  const row = (cells: string[], bold = false) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const top = pdf.y;
    const height = Math.max(...cells.map((cell, i) => pdf.heightOfString(latin1(cell), { width: columns[i].w })));
    if (top + height > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
    const y = pdf.y;
    cells.forEach((cell, i) => pdf.text(latin1(cell), columns[i].x, y, { width: columns[i].w, align: columns[i].align }));
    pdf.x = left;
    pdf.y = y + height + 4;
  };
  const rule = () => {
    pdf
      .moveTo(left, pdf.y)
      .lineTo(left + width, pdf.y)
      .lineWidth(0.5)
      .stroke();
    pdf.y += 4;
  };
  row([t.line, t.period, t.qty, t.unit, t.amount], true);
  rule();
  for (const l of input.lines) {
    row([
      `${l.tool_label}\n${l.option}`,
      `${day(l.start_date)} - ${day(l.end_date)}\n(${l.days}/${l.period_days})`,
      `${l.quantity}\n(${l.sheets} ${t.sheets})`,
      money(l.unit_price, input.language),
      money(sign * l.et_price, input.language),
    ]);
  }
  rule();
  const totalsAt = columns[3];
  const totalRow = (label: string, amount: number, bold = false) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const y = pdf.y;
    pdf.text(latin1(label), totalsAt.x, y, { width: totalsAt.w, align: 'right' });
    pdf.text(latin1(money(sign * amount, input.language)), columns[4].x, y, { width: columns[4].w, align: 'right' });
    pdf.x = left;
    pdf.y = Math.max(pdf.y, y + 14);
  };
  totalRow(t.total_et, input.totals.et);
  totalRow(`${t.vat} ${input.vat.rate} %`, input.totals.vat);
  totalRow(t.total_it, input.totals.it, true);
  pdf.font('Helvetica').moveDown(1);
  if (input.vat.mode === 'reverse_charge') text(t.reverse_charge);
  if (input.vat.mode === 'outside_eu') text(t.outside_eu);
  pdf.end();
  return done;
}
