import { CheckedReading, LABEL_CODE_PATTERNS, type SheetLabelFixture } from '@openfds/contract';
import type { SdsReading } from '@openfds/contract/sds-reading';

/**
 * The reader's reading in the labels' shape (packages/sds/test/fixtures/README.md): the starting point of a check,
 * which the person then corrects. Values the labels' patterns refuse (a code misread) are left out, so the form
 * opens valid; null when the reading does not even fit then.
 */
export function readingToLabel(reading: SdsReading): CheckedReading | null {
  const keep = (list: string[] | undefined, pattern: RegExp) => (list ?? []).filter((v) => pattern.test(v));
  const id = reading.identification;
  const ufi = id.ufi && LABEL_CODE_PATTERNS.ufi.test(id.ufi) ? id.ufi : null;
  const parsed = CheckedReading.safeParse({
    format: reading.format,
    unreadable: reading.conformity.some((c) => c.flag === 'unreadable'),
    identification: {
      productName: id.productName || null,
      supplierName: id.supplierName || null,
      revisionDate: id.revisionDate,
      productCode: id.productCode || null,
      ufi,
      version: id.version || null,
    },
    hazards: {
      hStatements: keep(reading.hazards.hStatements, LABEL_CODE_PATTERNS.hStatements),
      euhStatements: keep(reading.hazards.euhStatements, LABEL_CODE_PATTERNS.euhStatements),
      pStatements: keep(reading.hazards.pStatements, LABEL_CODE_PATTERNS.pStatements),
      pictograms: keep(reading.hazards.pictograms, LABEL_CODE_PATTERNS.pictograms),
      signalWord: reading.hazards.signalWord,
    },
    components: reading.composition.components.slice(0, 100).map((c) => ({
      name: c.name || null,
      cas: c.cas && LABEL_CODE_PATTERNS.cas.test(c.cas) ? c.cas : null,
      ec: c.ec && LABEL_CODE_PATTERNS.ec.test(c.ec) ? c.ec : null,
    })),
    transport: { unNumber: reading.transport.unNumber && /^\d{4}$/.test(reading.transport.unNumber) ? reading.transport.unNumber : null },
  });
  return parsed.success ? parsed.data : null;
}

/**
 * A checked reading as one of the reader's fixtures: `file` names the sheet as `<supplier code>/<sheet code>.pdf`
 * (the fixtures' `<supplier>/<pdf>` form), keys in the fixtures' order.
 */
export function labelToFixture(label: CheckedReading, supplierCode: string, documentCode: string): SheetLabelFixture {
  const supplier = supplierCode.toLowerCase().replace(/[^a-z0-9_]+/g, '_') || 'supplier';
  return {
    file: `${supplier}/${documentCode.replace(/[^A-Za-z0-9_.-]+/g, '_')}.pdf`,
    format: label.format,
    unreadable: label.unreadable,
    identification: label.identification,
    hazards: label.hazards,
    components: label.components,
    transport: label.transport,
    ...(label.unsure?.length ? { unsure: label.unsure } : {}),
  };
}
