import type { InterfaceLanguage, VigiListHits } from '@openfds/contract';
import type { WatchedDocument } from '../watch/document-access.ts';
import type { ListMeta } from '../lists/lists.service.ts';
import { formatDate } from './obligation-texts.ts';
import { REPORT_TEXTS } from './report-texts.ts';
import { winAnsi } from '../../../pdf/win-ansi.ts';

export interface ReportInput {
  doc: WatchedDocument;
  lists: VigiListHits[];
  metas: ListMeta[];
  invalidComponents: { position: number; name: string | null; cas: string | null; ec: string | null }[];
  language: InterfaceLanguage;
  generatedAt: Date;
}

/** The Vigi-Substances report of one sheet: hits per list with obligations, then the sources and list versions. */
export async function buildReportPdf(input: ReportInput): Promise<Buffer> {
  // pdfkit is loaded on the first PDF, not at start: about 11 MB that a search-only server never uses.
  const { default: PDFDocument } = await import('pdfkit');
  const t = REPORT_TEXTS[input.language];
  const { doc } = input;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${t.title} — ${doc.product_name}`, Author: 'OpenFDS', Subject: doc.iddc },
    lang: input.language,
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => pdf.text(winAnsi(value), options);
  const date = (iso: string | null) => (iso ? formatDate(iso, input.language) : '');

  pdf.font('Helvetica-Bold').fontSize(18);
  text(t.title);
  pdf.moveDown(0.5).font('Helvetica').fontSize(10);
  text(`${t.sheet}: ${doc.product_name}`);
  text(`${t.supplier}: ${doc.supplier_name}`);
  text(`${t.code}: ${doc.iddc}`);
  if (doc.revision_date || doc.revision_version) text(`${t.revision}: ${[doc.revision_version, date(doc.revision_date)].filter(Boolean).join(' — ')}`);
  text(`${t.language}: ${doc.language}`);
  text(`${t.generated}: ${date(input.generatedAt.toISOString())}`);

  for (const list of input.lists) {
    pdf.moveDown(1).font('Helvetica-Bold').fontSize(13);
    text(t.lists[list.list]);
    pdf.font('Helvetica').fontSize(9).fillColor('#444444');
    const v = list.version;
    text(
      [
        t.status[list.status],
        v ? `${t.version} ${v.label}` : null,
        v?.publication_date ? `${t.published} ${date(v.publication_date)}` : null,
        v ? `${t.imported} ${date(v.imported_at)}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
    );
    pdf.fillColor('black').fontSize(10);
    if (list.status !== 'ok') continue;
    if (list.hits.length === 0) {
      text(t.noHits);
      continue;
    }
    for (const hit of list.hits) {
      pdf.moveDown(0.4).font('Helvetica-Bold');
      text(`${hit.entry_number ? `${hit.entry_number} · ` : ''}${hit.entry_name}${hit.entry_cas ? ` (CAS ${hit.entry_cas})` : ''}`);
      pdf.font('Helvetica');
      const comp = [hit.component_name, hit.component_cas ? `CAS ${hit.component_cas}` : null, hit.component_ec ? `EC ${hit.component_ec}` : null]
        .filter(Boolean)
        .join(', ');
      text(`${t.component}: ${comp} — ${t.matchedBy[hit.matched_by]}`);
      text(hit.obligation);
      const facts = [
        hit.reason ? `${t.reason}: ${hit.reason}` : null,
        hit.inclusion_date ? `${t.inclusion}: ${date(hit.inclusion_date)}` : null,
        hit.latest_application_date ? `${t.latestApplication}: ${date(hit.latest_application_date)}` : null,
        hit.sunset_date ? `${t.sunset}: ${date(hit.sunset_date)}` : null,
        hit.conditions ? `${t.conditions}: ${hit.conditions}` : null,
      ].filter(Boolean);
      if (facts.length) {
        pdf.fillColor('#444444');
        text(facts.join(' · '));
        pdf.fillColor('black');
      }
    }
  }

  if (input.invalidComponents.length) {
    pdf.moveDown(1).font('Helvetica-Bold').fontSize(12);
    text(t.invalidIdentifiers);
    pdf.font('Helvetica').fontSize(10);
    for (const c of input.invalidComponents) text(`${c.name ?? '?'}: ${[c.cas && `CAS ${c.cas}`, c.ec && `EC ${c.ec}`].filter(Boolean).join(', ')}`);
  }

  pdf.moveDown(1).font('Helvetica-Bold').fontSize(12);
  text(t.sources);
  pdf.font('Helvetica').fontSize(9);
  for (const meta of input.metas) {
    const v = meta.version;
    const source = `${meta.source_name}${meta.source_url ? ` (${meta.source_url})` : ''}`;
    const line = v
      ? `${source} — ${t.version} ${v.label}, ${v.source !== meta.source_name ? `${v.source}, ` : ''}` +
        `${t.imported} ${date(v.imported_at)}, SHA-256 ${v.checksum.slice(0, 12)}`
      : `${meta.source_name} — ${t.status.not_loaded}`;
    text(line);
  }
  pdf.moveDown(1).fontSize(8).fillColor('#444444');
  text(t.disclaimer);
  pdf.end();
  return done;
}
