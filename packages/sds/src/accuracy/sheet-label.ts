/** A hand-made or generated ground-truth label (test/fixtures/README.md). */
export interface SheetLabel {
  file: string;
  format: 'eu-reach' | 'us-hazcom' | 'other';
  unreadable: boolean;
  identification: {
    productName: string | null;
    supplierName: string | null;
    revisionDate: string | null;
    productCode: string | null;
    ufi: string | null;
    version: string | null;
  };
  hazards: {
    hStatements: string[];
    euhStatements: string[];
    pStatements: string[];
    pictograms: string[];
    signalWord: 'danger' | 'warning' | null;
  };
  components: { name: string | null; cas: string | null; ec: string | null }[];
  /** Hand-made labels give the UN number only; generated labels also give the other section 14 fields. */
  transport: { unNumber: string | null; shippingName?: string | null; transportClass?: string | null; packingGroup?: 'I' | 'II' | 'III' | null };
  unsure?: string[];
}
