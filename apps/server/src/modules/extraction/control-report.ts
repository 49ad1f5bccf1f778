import type { ControlFindingItem, ControlReportItem, InterfaceLanguage } from '@openfds/contract';
import { ANNEX_II_FLAG_TEXTS } from '@openfds/contract/annex-ii-texts';
import type { AnnexIICheck, AnnexIIFlag, AnnexIIFlagCode, SdsReading } from '@openfds/sds/types';
import { CONTROL_LABELS, fill } from './control-labels.ts';

/** The findings in the order a reader acts on them (as on the sheet page): dates first, sub-sections last. */
const FINDING_ORDER: AnnexIIFlagCode[] = [
  'olderThanHazardChange',
  'olderThanReferenceDate',
  'noRevisionDate',
  'candidateNotInSection15',
  'ufiChecksum',
  'missingSubsection',
];

export interface ControlSheet {
  iddc: string;
  productName: string;
  supplierName: string;
  revisionDate: string | null;
  revisionVersion: string | null;
  language: string;
}

export interface ControlInput {
  sheet: ControlSheet;
  /** An extracted reading that carries its Annex II check. */
  reading: SdsReading & { annexII: AnnexIICheck };
  readerVersion: string | null;
  extractedAt: Date | null;
  premiumCheck: 'awaiting' | 'checked' | null;
  /** Whether the candidate list is loaded (otherwise its finding was not checked, rather than "none"). */
  candidateListLoaded: boolean;
  language: InterfaceLanguage;
  now: Date;
}

/** Days as the report's language writes them: 21/08/2014 in fr/it, 21.08.2014 in de, 21 Aug 2014 in en. */
export function formatDay(value: string | Date | null, language: InterfaceLanguage): string {
  if (!value) return '';
  const iso = typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  if (!y || !m || !d) return iso;
  if (language === 'de') return `${d}.${m}.${y}`;
  if (language === 'en') return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return `${d}/${m}/${y}`;
}

/** What was seen for one finding, in the report's language (the reader's own evidence is English). */
function detailOf(flag: AnnexIIFlag, input: ControlInput): string | null {
  const L = CONTROL_LABELS[input.language].detail;
  const check = input.reading.annexII;
  const revision = formatDay(input.reading.identification.revisionDate ?? input.sheet.revisionDate, input.language);
  const date = formatDay(check.reference.date, input.language);
  switch (flag.code) {
    case 'noRevisionDate':
      return null;
    case 'missingSubsection':
      return flag.page !== null
        ? fill(L.missingSubsection, { subsection: flag.subsection, page: flag.page })
        : fill(L.missingSection, { subsection: flag.subsection });
    case 'olderThanReferenceDate':
      return fill(L.olderThanReferenceDate, { revision, date });
    case 'olderThanHazardChange':
      return check.reference.cas
        ? fill(L.olderThanCandidateInclusion, { revision, date, cas: check.reference.cas })
        : fill(L.olderThanHazardChange, { revision, date });
    case 'ufiChecksum':
      return fill(L.ufiChecksum, { ufi: flag.value, page: flag.page });
    case 'candidateNotInSection15':
      return flag.page !== null ? fill(L.candidateNotInSection15, { cas: flag.cas, page: flag.page }) : fill(L.candidateNoSection15, { cas: flag.cas });
  }
}

/**
 * The Premium control report of one sheet (issue #15) from its stored reading: every Annex II finding with its name,
 * its plain-words explanation and what was seen, in the caller's language; the mandatory sub-sections; the UFI
 * check; the candidate-list components section 15 does not mention; and where each extracted value comes from.
 * Pure: the route gates access and the PDF is drawn from this item.
 */
export function buildControlReport(input: ControlInput): ControlReportItem {
  const { reading, sheet, language } = input;
  const check = reading.annexII;
  const L = CONTROL_LABELS[language];
  const rank = (code: AnnexIIFlagCode) => FINDING_ORDER.indexOf(code);
  const findings: ControlFindingItem[] = [...check.flags]
    .sort((a, b) => rank(a.code) - rank(b.code))
    .map((flag) => ({
      ...flag,
      title: L.flag[flag.code],
      explanation: ANNEX_II_FLAG_TEXTS[flag.code][language],
      detail: detailOf(flag, input),
    }));
  const nameOf = (cas: string) => reading.composition.components.find((c) => c.cas === cas)?.name ?? null;
  return {
    document_code: sheet.iddc,
    language,
    sheet: {
      product_name: reading.identification.productName ?? sheet.productName,
      supplier_name: reading.identification.supplierName ?? sheet.supplierName,
      revision_date: reading.identification.revisionDate ?? sheet.revisionDate,
      revision_version: reading.identification.version ?? sheet.revisionVersion,
      language: reading.language ?? sheet.language,
    },
    reader_version: input.readerVersion ?? reading.readerVersion ?? null,
    extracted_at: input.extractedAt?.toISOString() ?? null,
    generated_at: input.now.toISOString(),
    premium_check: input.premiumCheck,
    regulation: check.regulation,
    applies: check.applies,
    reference: check.reference,
    findings,
    subsections: check.subsections,
    ufi: {
      value: reading.identification.ufi,
      invalid: check.flags.filter((f) => f.code === 'ufiChecksum').map((f) => ({ value: f.value ?? '', page: f.page })),
    },
    candidate_list_loaded: input.candidateListLoaded,
    candidate_components: check.flags
      .filter((f) => f.code === 'candidateNotInSection15' && f.cas)
      .map((f) => ({ cas: f.cas!, name: nameOf(f.cas!), page: f.page })),
    evidence: reading.evidence ?? {},
  };
}
