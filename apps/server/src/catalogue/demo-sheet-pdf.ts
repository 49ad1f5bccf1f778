/**
 * A readable 16-section sheet PDF for demo and generated sheets that have no file of their own. Rendered on
 * first access and stored (see sheet-file.ts), so seeding stays fast and every sheet still opens.
 */
export interface DemoSheetInput {
  iddc: string;
  productName: string;
  productCode: string | null;
  supplierName: string;
  language: string;
  revisionDate: string | null;
  revisionVersion: string | null;
  ufi: string | null;
}

const SECTIONS: Record<string, string[]> = {
  fr: [
    'Identification du produit et de la société',
    'Identification des dangers',
    'Composition / informations sur les composants',
    'Premiers secours',
    "Mesures de lutte contre l'incendie",
    'Mesures à prendre en cas de dispersion accidentelle',
    'Manipulation et stockage',
    'Contrôles de l’exposition / protection individuelle',
    'Propriétés physiques et chimiques',
    'Stabilité et réactivité',
    'Informations toxicologiques',
    'Informations écologiques',
    "Considérations relatives à l'élimination",
    'Informations relatives au transport',
    'Informations relatives à la réglementation',
    'Autres informations',
  ],
  en: [
    'Identification of the substance/mixture and of the company',
    'Hazards identification',
    'Composition/information on ingredients',
    'First aid measures',
    'Firefighting measures',
    'Accidental release measures',
    'Handling and storage',
    'Exposure controls/personal protection',
    'Physical and chemical properties',
    'Stability and reactivity',
    'Toxicological information',
    'Ecological information',
    'Disposal considerations',
    'Transport information',
    'Regulatory information',
    'Other information',
  ],
  de: [
    'Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens',
    'Mögliche Gefahren',
    'Zusammensetzung/Angaben zu Bestandteilen',
    'Erste-Hilfe-Maßnahmen',
    'Maßnahmen zur Brandbekämpfung',
    'Maßnahmen bei unbeabsichtigter Freisetzung',
    'Handhabung und Lagerung',
    'Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen',
    'Physikalische und chemische Eigenschaften',
    'Stabilität und Reaktivität',
    'Toxikologische Angaben',
    'Umweltbezogene Angaben',
    'Hinweise zur Entsorgung',
    'Angaben zum Transport',
    'Rechtsvorschriften',
    'Sonstige Angaben',
  ],
  it: [
    'Identificazione della sostanza o della miscela e della società',
    'Identificazione dei pericoli',
    'Composizione/informazioni sugli ingredienti',
    'Misure di primo soccorso',
    'Misure di lotta antincendio',
    'Misure in caso di rilascio accidentale',
    'Manipolazione e immagazzinamento',
    'Controllo dell’esposizione/protezione individuale',
    'Proprietà fisiche e chimiche',
    'Stabilità e reattività',
    'Informazioni tossicologiche',
    'Informazioni ecologiche',
    'Considerazioni sullo smaltimento',
    'Informazioni sul trasporto',
    'Informazioni sulla regolamentazione',
    'Altre informazioni',
  ],
};
const TITLES: Record<string, string> = {
  fr: 'FICHE DE DONNÉES DE SÉCURITÉ',
  en: 'SAFETY DATA SHEET',
  de: 'SICHERHEITSDATENBLATT',
  it: 'SCHEDA DI DATI DI SICUREZZA',
};

export async function renderDemoSheetPdf(input: DemoSheetInput): Promise<{ bytes: Buffer; pages: number }> {
  // pdfkit is loaded on the first PDF, not at start: about 11 MB that a search-only server never uses.
  const { default: PDFDocument } = await import('pdfkit');
  const lang = SECTIONS[input.language] ? input.language : 'en';
  const doc = new PDFDocument({ size: 'A4', margin: 50, bufferPages: true, info: { Title: `${input.productName} - ${input.supplierName}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.fontSize(16).text(TITLES[lang], { align: 'center' });
  doc.moveDown(0.5).fontSize(10).text(`Regulation (EC) No 1907/2006 (REACH) - ${input.iddc}`, { align: 'center' });
  doc.moveDown();
  doc.fontSize(12).text(input.productName);
  doc.fontSize(10).text(`${input.supplierName}`);
  if (input.productCode) doc.text(`Code: ${input.productCode}`);
  if (input.ufi) doc.text(`UFI: ${input.ufi}`);
  doc.text(`${input.revisionDate ?? ''}  v${input.revisionVersion ?? '1.0'}`);
  SECTIONS[lang].forEach((title, i) => {
    doc
      .moveDown()
      .fontSize(11)
      .text(`${i + 1}. ${title}`, { underline: true });
    doc.fontSize(9).text(i === 0 ? `${input.productName} — ${input.supplierName}` : '—');
  });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.fontSize(8).text(`${i + 1} / ${range.count}`, 50, doc.page.height - 40, { align: 'center', lineBreak: false });
  }
  doc.end();
  await done;
  return { bytes: Buffer.concat(chunks), pages: range.count };
}
