import type { Measured } from './sds-reading.ts';

/**
 * A measured property as people read it: "80 - 90 °C", "7.5", or the text as printed when no number was read.
 * Shared by the sheet page (web) and the extracted-data report (server); null when nothing was found.
 */
export function formatMeasured(value: Measured | null): string | null {
  if (!value) return null;
  if (value.value === null) return value.raw.trim() || null;
  const range = value.valueMax != null ? `${value.value} - ${value.valueMax}` : String(value.value);
  return value.unit ? `${range} ${value.unit}` : range;
}
