import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ADR_EDITION,
  ERRORS,
  EXTRACTION_FIELD_LABELS,
  GHS_PICTOGRAMS,
  PICTOGRAM_NAMES,
  SIGNAL_WORDS,
  type ExtractionFieldLabels,
  type GhsPictogram,
  type InterfaceLanguage,
} from '@openfds/contract';
import { formatMeasured } from '@openfds/contract/format-measured';
import type { Measured, SdsReading } from '@openfds/contract/sds-reading';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { ApiError } from '../../../lib/api.ts';
import { localPath } from '../../../lib/language-path.ts';
import { paths } from '../../../config/paths.ts';
import { useExtraction } from '../api.ts';
import { DATA_DOWNLOADS, fetchDataFile, type DataDownload } from '../data-download.ts';
import { saveBlob, WrongContentError } from '../../../lib/files.ts';
import { StatementList } from './statement-list.tsx';
import { AnnexIIBlock, EvidenceList } from './annex-ii.tsx';
import { ControlReportAction } from './control-report.tsx';
import { sheetWord } from '../sheet-words.ts';
import './extracted-data.css';
import { errorText } from '../../../lib/api-errors.ts';
import { languageOrFrench } from '@openfds/contract';
import { useViewerIsStaff } from '../../../lib/staff-viewer.tsx';
import { BackOfficeSheetLink } from '../../../components/back-office-sheet-link.tsx';

/**
 * Sheet page sections filled by the sheet reader: pictograms, hazard statements, physical properties, ADR data,
 * or the extraction status when there is no data. Rendered by the sheet page (features/documents).
 */
export function ExtractedData({ documentCode }: { documentCode: string }) {
  const { t, i18n } = useTranslation('extraction');
  const { t: te } = useTranslation('everyday');
  const query = useExtraction(documentCode);
  const language: InterfaceLanguage = languageOrFrench(i18n.language);

  if (query.isPending) {
    return (
      <section className="extraction card" aria-busy="true" aria-label={t('extraction.data.loading')}>
        <Skeleton lines={5} />
      </section>
    );
  }
  // The sheet page shows its own error for a sheet that cannot be opened; here only a quiet notice.
  if (query.isError || !query.data) return <p className="extraction-muted">{t('extraction.data.loadFailed')}</p>;
  const extraction = query.data;
  if (extraction.status !== 'extracted' || !extraction.reading) {
    return (
      <section className="extraction card" aria-labelledby="extraction-status-title">
        <h2 id="extraction-status-title">{t('extraction.data.title')}</h2>
        {extraction.status === 'in_progress' ? (
          // Being read: a progress indicator, and no e-mail promised (a visitor may have given none; issue #16).
          <div className="extraction-status" role="status">
            <progress className="extraction-progress" aria-label={te('sheet.readingProgress')} />
            <p>{te('sheet.readingNoMail')}</p>
          </div>
        ) : (
          <p className="extraction-status" role="status">
            {t(`extraction.status.${extraction.status}`)}
          </p>
        )}
        {extraction.status === 'not_extracted' && <NotExtractedReason conformity={extraction.conformity} />}
      </section>
    );
  }
  const reading = extraction.reading;
  const premium = extraction.extraction_level === 'premium';
  // Field labels from the one source shared with the workbook, the report and the exports.
  const F = EXTRACTION_FIELD_LABELS[language];
  return (
    <section className="extraction card" aria-labelledby="extraction-hazards-title">
      <h2 id="extraction-hazards-title">{t('extraction.hazards.title')}</h2>
      {extraction.premium_check === 'awaiting' && (
        <p className="extraction-muted" role="status">
          {t('extraction.premium.awaiting')}
        </p>
      )}
      {extraction.premium_check === 'checked' && <p className="extraction-muted">{t('extraction.premium.checked')}</p>}
      {extraction.extraction_level !== 'standard' && extraction.extraction_level !== 'premium' ? (
        // Without an FDS-Extract credit the server answers the sheet page's free part only (issue #22).
        <p className="extraction-muted" data-testid="extraction-partial">
          {t('extraction.data.partial')} <FullDataLink documentCode={documentCode} />
        </p>
      ) : null}
      <Pictograms codes={reading.hazards.pictograms} language={language} />
      {reading.hazards.signalWord && (
        <p className="extraction-signal">
          {F.signalWord}: <strong>{SIGNAL_WORDS[reading.hazards.signalWord][language]}</strong>
        </p>
      )}
      <StatementList title={F.hStatements} codes={reading.hazards.hStatements} language={language} />
      {reading.hazards.euhStatements.length > 0 && <StatementList title={F.euhStatements} codes={reading.hazards.euhStatements} language={language} />}
      {/* What a safety officer reads first, in this order (issue #16): pictograms, signal word, H, P, composition,
          then physical and transport data; then what the reader noticed about the sheet. */}
      <StatementList title={F.pStatements} codes={reading.hazards.pStatements ?? []} language={language} />
      <CompositionList reading={reading} labels={F} />
      <Physical reading={reading} labels={F} />
      <Transport reading={reading} labels={F} />
      <Conformity reading={reading} />
      {/* The check reads the whole reading: shown only with it (a Premium reading), whatever else a reply carries. */}
      {extraction.annex_ii && premium ? <AnnexIIBlock check={extraction.annex_ii} reading={reading} language={language} /> : null}
      {/* The check and the evidence are Premium's (issue #22): anyone else is told what the offer adds. */}
      {extraction.annex_ii || extraction.extraction_level !== 'premium' ? (
        <ControlReportAction documentCode={documentCode} entitled={extraction.extraction_level === 'premium'} />
      ) : null}
      {extraction.evidence && premium ? <EvidenceList evidence={extraction.evidence} reading={reading} language={language} /> : null}
      <Downloads documentCode={documentCode} />
      <p className="extraction-muted">{t('extraction.data.notice')}</p>
    </section>
  );
}

function Pictograms({ codes, language }: { codes: string[]; language: InterfaceLanguage }) {
  const { t } = useTranslation('extraction');
  const known = codes.filter((c): c is GhsPictogram => (GHS_PICTOGRAMS as readonly string[]).includes(c));
  if (known.length === 0) return <p>{t('extraction.hazards.noPictogram')}</p>;
  return (
    <ul className="extraction-pictograms" aria-label={EXTRACTION_FIELD_LABELS[language].pictograms}>
      {known.map((code) => (
        <li key={code}>
          <img src={`/ghs/${code}.svg`} alt="" width={88} height={88} />
          <span>
            {code}: {PICTOGRAM_NAMES[code][language]}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Components as the sheet lists them: substance, CAS, EC, concentration and the component's own H statements. */
function CompositionList({ reading, labels }: { reading: SdsReading; labels: ExtractionFieldLabels }) {
  const { t } = useTranslation('everyday');
  const components = reading.composition?.components ?? [];
  const concentration = (c: (typeof components)[number]['concentration']) => {
    if (!c) return null;
    if (c.min === null && c.max === null) return c.raw || null;
    const range = c.min !== null && c.max !== null && c.min !== c.max ? `${c.min} - ${c.max}` : String(c.max ?? c.min);
    return c.unit ? `${range} ${c.unit}` : range;
  };
  return (
    <>
      <h3>{t('sheet.composition')}</h3>
      {components.length === 0 ? (
        <p>{t('sheet.noComposition')}</p>
      ) : (
        <ul className="extraction-components">
          {components.map((c, i) => (
            <li key={`${c.cas ?? c.name ?? ''}-${i}`}>
              <strong lang={reading.language ?? undefined}>{c.name ?? c.cas ?? c.ec ?? '—'}</strong>
              <dl className="extraction-facts">
                {c.cas ? (
                  <div>
                    <dt>{labels.cas}</dt>
                    <dd>{c.cas}</dd>
                  </div>
                ) : null}
                {c.ec ? (
                  <div>
                    <dt>{labels.ec}</dt>
                    <dd>{c.ec}</dd>
                  </div>
                ) : null}
                {concentration(c.concentration) ? (
                  <div>
                    <dt>{labels.concentration}</dt>
                    <dd>{concentration(c.concentration)}</dd>
                  </div>
                ) : null}
                {c.hStatements.length > 0 ? (
                  <div>
                    <dt>{labels.componentH}</dt>
                    <dd>{c.hStatements.join(', ')}</dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The conformity flags the reader raised, each said in plain words. */
function Conformity({ reading }: { reading: SdsReading }) {
  const { t } = useTranslation('everyday');
  const flags = [...new Set((reading.conformity ?? []).map((f) => f.flag))];
  if (flags.length === 0) return null;
  return (
    <>
      <h3>{t('sheet.conformity')}</h3>
      <ul className="extraction-conformity">
        {flags.map((flag) => (
          <li key={flag}>{t(`sheet.flag.${flag}`)}</li>
        ))}
      </ul>
    </>
  );
}

const isState = (state: string): state is 'liquid' | 'solid' | 'gas' => state === 'liquid' || state === 'solid' || state === 'gas';

/**
 * Why a sheet has no data, said plainly (issue #15): a scan is read by OCR when tesseract is installed, but the
 * server keeps such readings as not extracted (flag `unreadable`), so the user is told the file is an image.
 */
function NotExtractedReason({ conformity }: { conformity: string[] }) {
  const { t } = useTranslation('annex');
  const reason = conformity.includes('unreadable') ? 'unreadable' : conformity.includes('badPdf') ? 'badPdf' : 'other';
  return <p data-testid="not-extracted-reason">{t(`annex.notExtracted.${reason}`)}</p>;
}

/** Words quoted from the sheet: its "not applicable"-like words in the interface language, other text as written. */
function useQuoted(sheetLanguage: string | undefined) {
  const { t } = useTranslation('everyday');
  return (key: FactField, text: string | null): Fact => {
    const word = sheetWord(text);
    return word ? [key, t(`sheetWords.${word}`)] : [key, text, sheetLanguage];
  };
}

function Physical({ reading, labels }: { reading: SdsReading; labels: ExtractionFieldLabels }) {
  const { t } = useTranslation('extraction');
  const p = reading.physical;
  const sheet = reading.language ?? undefined;
  const quoted = useQuoted(sheet);
  // A measure without a number is the sheet's own words ("not applicable"...), in the sheet's language.
  const measure = (key: FactField, value: Measured | null): Fact =>
    value && value.value === null ? quoted(key, formatMeasured(value)) : [key, formatMeasured(value)];
  const rows: Fact[] = [
    // The reader names the common states by an English keyword; anything else stays as the sheet wrote it.
    p.state && isState(p.state) ? ['state', labels.states[p.state]] : quoted('state', p.state),
    measure('flashPoint', p.flashPoint),
    measure('boilingPoint', p.boilingPoint),
    measure('pH', p.pH),
    measure('density', p.density),
    measure('viscosity', p.viscosity),
  ];
  return <FactList title={t('extraction.physical.title')} labels={labels} rows={rows} />;
}

function Transport({ reading, labels }: { reading: SdsReading; labels: ExtractionFieldLabels }) {
  const { t } = useTranslation('extraction');
  const tr = reading.transport;
  const quoted = useQuoted(reading.language ?? undefined);
  const environmental = tr.environmentalHazard === null ? null : tr.environmentalHazard ? labels.yes : labels.no;
  const rows: Fact[] = [
    ['unNumber', tr.unNumber ? `UN ${tr.unNumber}` : null],
    ['packingGroup', tr.packingGroup],
    ['environmentalHazard', environmental],
    quoted('shippingName', tr.shippingName),
  ];
  return <FactList title={t('extraction.transport.title', { edition: ADR_EDITION })} labels={labels} rows={rows} />;
}

/** A fact: its field (label from EXTRACTION_FIELD_LABELS), its value (null when not found) and, for words quoted from the sheet, their language. */
type Fact = [key: FactField, value: string | null, lang?: string];
type FactField = keyof Omit<ExtractionFieldLabels, 'states'>;

/** A titled list of facts; a fact the reader did not find says so. */
function FactList({ title, labels, rows }: { title: string; labels: ExtractionFieldLabels; rows: Fact[] }) {
  return (
    <>
      <h3>{title}</h3>
      <dl className="extraction-facts">
        {rows.map(([key, value, lang]) => (
          <div key={key}>
            <dt>{labels[key]}</dt>
            <dd lang={value ? lang : undefined}>{value ?? labels.notFound}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Downloads({ documentCode }: { documentCode: string }) {
  const { t, i18n } = useTranslation('extraction');
  const [error, setError] = useState<string | null>(null);
  // The downloads are a free tool for SafeBox members (602 visitor, 618 non-member): the error offers to join.
  const [offerSafebox, setOfferSafebox] = useState(false);
  // Staff browse the site as staff (issue #26): the back office instead of the customer's offer.
  const staff = useViewerIsStaff();
  const [busy, setBusy] = useState<DataDownload | null>(null);
  // A SafeBox member without FDS-Extract credits gets the basic extraction: say so, and where the full data is.
  const [basic, setBasic] = useState(false);
  const download = async (kind: DataDownload) => {
    setError(null);
    setOfferSafebox(false);
    setBusy(kind);
    try {
      const file = await fetchDataFile(kind, documentCode, languageOrFrench(i18n.language), (level) => setBasic(level === 'basic'));
      saveBlob(file, `${documentCode}.${DATA_DOWNLOADS[kind].extension}`);
    } catch (e) {
      if (e instanceof WrongContentError) setError(t('extraction.download.wrongContent'));
      else if (e instanceof ApiError) {
        setError(errorText(e, t('extraction.download.failed')));
        setOfferSafebox(e.code === ERRORS.notEntitled.code || e.code === ERRORS.notLoggedIn.code);
      } else setError(t('extraction.download.failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="extraction-downloads">
      <Button onClick={() => void download('xlsx')} busy={busy === 'xlsx'} disabled={busy !== null}>
        {t('extraction.download.xlsx')}
      </Button>
      <Button onClick={() => void download('report')} busy={busy === 'report'} disabled={busy !== null}>
        {t('extraction.download.report')}
      </Button>
      {basic && !error ? (
        <p className="extraction-level" role="status">
          {t('extraction.download.basic')} <FullDataLink documentCode={documentCode} />
        </p>
      ) : null}
      {error && (
        <p className="extraction-error" role="alert">
          {error}
          {staff ? (
            <>
              {' '}
              <BackOfficeSheetLink documentCode={documentCode}>{t('extraction.staff.backOffice')}</BackOfficeSheetLink>
            </>
          ) : offerSafebox ? (
            <>
              {' '}
              <Link to={localPath(languageOrFrench(i18n.language), paths.account.safebox)}>{t('extraction.download.safebox')}</Link>
            </>
          ) : null}
        </p>
      )}
    </div>
  );
}

/** Where the full data is: the FDS-Extract offer for a customer, the sheet in the back office for staff (issue #26). */
function FullDataLink({ documentCode }: { documentCode: string }) {
  const { t, i18n } = useTranslation('extraction');
  if (useViewerIsStaff()) return <BackOfficeSheetLink documentCode={documentCode}>{t('extraction.staff.backOffice')}</BackOfficeSheetLink>;
  return <Link to={localPath(languageOrFrench(i18n.language), paths.fdsExtract)}>{t('extraction.download.fullData')}</Link>;
}
