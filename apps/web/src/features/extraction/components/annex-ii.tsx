import { useTranslation } from 'react-i18next';
import { EXTRACTION_FIELD_LABELS, type AnnexIIFlagItem, type AnnexIIItem, type FieldEvidenceItem, type InterfaceLanguage } from '@openfds/contract';
// The plain-words explanation of each flag in fr/en/de/it is the reader's own (one source for the sheet page and a
// report). It is imported by path, not from the package root: the lazy sheet-page chunk gets this text file only.
import { ANNEX_II_FLAG_TEXTS } from '@openfds/contract/annex-ii-texts';
import type { SdsReading } from '@openfds/contract/sds-reading';
import { formatDay } from '../../../lib/format-date.ts';

type FlagCode = AnnexIIFlagItem['code'];
const FLAG_ORDER: FlagCode[] = [
  'olderThanHazardChange',
  'olderThanReferenceDate',
  'noRevisionDate',
  'candidateNotInSection15',
  'ufiChecksum',
  'missingSubsection',
];

/**
 * The sheet against REACH Annex II as amended by (EU) 2020/878 (issue #15): each flag raised, its explanation in
 * plain words and what was seen (page, sub-section, date, CAS, UFI), then every mandatory sub-section with the page
 * where it was found, on demand.
 */
export function AnnexIIBlock({ check, reading, language }: { check: AnnexIIItem; reading: SdsReading; language: InterfaceLanguage }) {
  const { t } = useTranslation('annex');
  const byCode = new Map<FlagCode, AnnexIIFlagItem[]>();
  for (const flag of check.flags) byCode.set(flag.code, [...(byCode.get(flag.code) ?? []), flag]);
  const codes = FLAG_ORDER.filter((c) => byCode.has(c));
  const found = check.subsections.filter((s) => s.found).length;
  return (
    <div className="annex" data-testid="annex-ii">
      <h3>{t('annex.title')}</h3>
      {!check.applies && <p className="extraction-muted">{t('annex.notApplies')}</p>}
      {codes.length === 0 ? (
        <p>{t('annex.noFlag')}</p>
      ) : (
        <ul className="annex-flags">
          {codes.map((code) => (
            <li key={code} className="annex-flag">
              <strong>{t(`annex.flag.${code}`)}</strong>
              <p>{ANNEX_II_FLAG_TEXTS[code][language]}</p>
              <FlagDetails code={code} flags={byCode.get(code) ?? []} check={check} reading={reading} language={language} />
            </li>
          ))}
        </ul>
      )}
      <details className="annex-subsections">
        <summary>{t('annex.subsections', { found, total: check.subsections.length })}</summary>
        <ul>
          {check.subsections.map((s) => (
            <li key={s.number}>
              <span className="annex-number">{s.number === '16' ? t('annex.section16') : s.number}</span>{' '}
              {s.found ? t('annex.foundOnPage', { page: s.page }) : <strong>{t('annex.notFound')}</strong>}
              {s.found && s.by === 'title' ? ` (${t('annex.byTitle')})` : null}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

/** What was seen for one kind of flag, in the interface language (the reader's own evidence is English). */
function FlagDetails({
  code,
  flags,
  check,
  reading,
  language,
}: {
  code: FlagCode;
  flags: AnnexIIFlagItem[];
  check: AnnexIIItem;
  reading: SdsReading;
  language: InterfaceLanguage;
}) {
  const { t } = useTranslation('annex');
  const revision = formatDay(reading.identification.revisionDate, language);
  const date = formatDay(check.reference.date, language);
  const nameOf = (cas: string | undefined) => reading.composition.components.find((c) => c.cas === cas)?.name ?? null;
  switch (code) {
    case 'noRevisionDate':
      return null;
    case 'olderThanReferenceDate':
      return <p className="annex-detail">{t('annex.detail.olderThanReferenceDate', { revision, date })}</p>;
    case 'olderThanHazardChange':
      return (
        <p className="annex-detail">
          {check.reference.cas
            ? t('annex.detail.olderThanCandidateInclusion', { revision, date, cas: check.reference.cas })
            : t('annex.detail.olderThanHazardChange', { revision, date })}
        </p>
      );
    case 'missingSubsection':
      return (
        <p className="annex-detail">
          {t('annex.detail.missingSubsection', {
            list: flags.map((f) => (f.page ? t('annex.detail.subsectionOnPage', { subsection: f.subsection, page: f.page }) : f.subsection)).join(', '),
          })}
        </p>
      );
    default:
      return (
        <ul className="annex-detail">
          {flags.map((f, i) => (
            <li key={`${f.cas ?? f.value ?? ''}-${i}`}>
              {code === 'ufiChecksum'
                ? t('annex.detail.ufiChecksum', { ufi: f.value, page: f.page })
                : f.page
                  ? t('annex.detail.candidateNotInSection15', { cas: f.cas, page: f.page })
                  : t('annex.detail.candidateNoSection15', { cas: f.cas })}
              {code === 'candidateNotInSection15' && nameOf(f.cas) ? (
                <>
                  {' '}
                  (<span lang={reading.language ?? undefined}>{nameOf(f.cas)}</span>)
                </>
              ) : null}
            </li>
          ))}
        </ul>
      );
  }
}

/** Field paths answered with evidence, in reading order; list items ("[k]") follow their field. */
const FIELD_ORDER = [
  'identification.productName',
  'identification.supplierName',
  'identification.revisionDate',
  'identification.version',
  'identification.ufi',
  'hazards.hStatements',
  'composition.components',
  'transport.unNumber',
];

/** Single fields with a label in the locale files (annex.field.*; the UN number's is EXTRACTION_FIELD_LABELS'). */
const EVIDENCE_FIELDS = ['productName', 'supplierName', 'revisionDate', 'version', 'ufi', 'unNumber'] as const;

function fieldRank(path: string): [number, number] {
  const base = FIELD_ORDER.findIndex((f) => path === f || path.startsWith(`${f}[`));
  const index = /\[(\d+)\]/.exec(path);
  return [base === -1 ? FIELD_ORDER.length : base, index ? Number(index[1]) : 0];
}

/** The value the reading holds at a field path ("composition.components[2].cas"), as text. */
function valueAt(reading: SdsReading, path: string): string | null {
  let node: unknown = reading;
  for (const part of path.split('.')) {
    const m = /^(\w+)(?:\[(\d+)\])?$/.exec(part);
    if (!m || node === null || typeof node !== 'object') return null;
    node = (node as Record<string, unknown>)[m[1]];
    if (m[2] !== undefined) node = Array.isArray(node) ? node[Number(m[2])] : undefined;
  }
  return typeof node === 'string' || typeof node === 'number' ? String(node) : null;
}

/**
 * Where each extracted value comes from (issue #15), on demand: one disclosure per field with the page, the line
 * of the sheet quoted (the value's own words marked) and how it was found, with the confidence.
 */
export function EvidenceList({
  evidence,
  reading,
  language,
}: {
  evidence: Record<string, FieldEvidenceItem>;
  reading: SdsReading;
  language: InterfaceLanguage;
}) {
  const { t } = useTranslation('annex');
  const entries = Object.entries(evidence).sort(([a], [b]) => {
    const [ra, ia] = fieldRank(a);
    const [rb, ib] = fieldRank(b);
    return ra - rb || ia - ib || a.localeCompare(b);
  });
  if (entries.length === 0) return null;
  const label = (path: string) => {
    const value = valueAt(reading, path) ?? '';
    if (path.startsWith('hazards.hStatements[')) return t('annex.field.hStatement', { code: value });
    if (/^composition\.components\[\d+\]\.cas$/.test(path)) return t('annex.field.componentCas', { cas: value });
    const key = path.split('.').pop() ?? path;
    const known = (EVIDENCE_FIELDS as readonly string[]).includes(key);
    // Names are quoted from the sheet, in its language; a date in the interface language's form.
    const shown = key === 'revisionDate' ? formatDay(value, language) : value;
    return (
      <>
        {key === 'unNumber' ? EXTRACTION_FIELD_LABELS[language].unNumber : known ? t(`annex.field.${key}`) : path}
        {t('annex.evidence.colon')}
        <span lang={key === 'productName' || key === 'supplierName' ? (reading.language ?? undefined) : undefined}>{shown}</span>
      </>
    );
  };
  return (
    <div className="annex-evidence">
      <h3>{t('annex.evidence.title')}</h3>
      <p className="extraction-muted">{t('annex.evidence.intro')}</p>
      <ul>
        {entries.map(([path, e]) => (
          <li key={path}>
            <details>
              <summary>{label(path)}</summary>
              <p>{t('annex.evidence.page', { page: e.page })}</p>
              <blockquote lang={reading.language ?? undefined}>
                <Quoted line={e.line} span={e.span} />
              </blockquote>
              <p className="extraction-muted">
                {t(`annex.method.${e.method}`)} · {t('annex.evidence.confidence', { percent: Math.round(e.confidence * 100) })}
              </p>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The sheet's line with the value's own words marked (the span alone when the line does not hold it verbatim). */
function Quoted({ line, span }: { line: string; span: string }) {
  const text = line.replace(/\t/g, ' ');
  const needle = span.replace(/\t/g, ' ');
  const at = needle ? text.indexOf(needle) : -1;
  if (at === -1) return <mark>{needle || text}</mark>;
  return (
    <>
      {text.slice(0, at)}
      <mark>{needle}</mark>
      {text.slice(at + needle.length)}
    </>
  );
}
