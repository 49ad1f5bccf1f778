/**
 * Sheet page sections filled by the sheet reader: pictograms, hazard statements, physical properties, ADR data,
 * or the extraction status when there is no data. Rendered by the sheet page (features/documents).
 */
export function ExtractedData(_props: { documentCode: string }) {
  return null;
}
