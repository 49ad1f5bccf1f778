import type { SheetSpec } from './types.ts';

/** The ground-truth label of a generated sheet, in the shape of test/fixtures/README.md (a subset of SdsReading). */
export interface SheetLabels {
  file: string;
  format: 'eu-reach';
  unreadable: false;
  identification: {
    productName: string;
    supplierName: string;
    revisionDate: string;
    productCode: string | null;
    ufi: string | null;
    version: string;
  };
  hazards: {
    hStatements: string[];
    euhStatements: string[];
    pStatements: string[];
    pictograms: string[];
    signalWord: 'danger' | 'warning' | null;
  };
  components: { name: string; cas: string | null; ec: string | null }[];
  transport: { unNumber: string | null; shippingName: string | null; transportClass: string | null; packingGroup: 'I' | 'II' | 'III' | null };
}

/** Where the CLI writes a spec's PDF, relative to its output folder (also the label's `file`). */
export function sheetFileName(spec: SheetSpec): string {
  return `${spec.language}/sheet-${spec.layout.seed}.pdf`;
}

const sorted = (codes: string[]) => [...codes].sort();

/** What a perfect reader returns for the sheet renderSheetPdf(spec) prints. */
export function expectedLabels(spec: SheetSpec): SheetLabels {
  return {
    file: sheetFileName(spec),
    format: 'eu-reach',
    unreadable: false,
    identification: {
      productName: spec.productName,
      supplierName: spec.supplier.name,
      revisionDate: spec.revisionDate,
      productCode: spec.productCode,
      ufi: spec.ufi,
      version: spec.version,
    },
    hazards: {
      hStatements: sorted(spec.hStatements),
      euhStatements: sorted(spec.euhStatements),
      pStatements: sorted(spec.pStatements),
      pictograms: sorted(spec.pictograms),
      signalWord: spec.signalWord,
    },
    components: spec.components.map((c) => ({ name: c.name, cas: c.cas, ec: c.ec })),
    transport: {
      unNumber: spec.transport.unNumber,
      shippingName: spec.transport.shippingName,
      transportClass: spec.transport.transportClass,
      packingGroup: spec.transport.packingGroup,
    },
  };
}
