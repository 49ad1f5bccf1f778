/**
 * The sheet generator: realistic 16-section safety data sheets (PDF) in seven languages from real CLP Annex VI
 * substances, with their ground truth. Used for demo data (catalogue) and for the reader's accuracy benchmark.
 */
export type { GeneratorLanguage, SheetSpec, SheetComponent } from './types.ts';
export { GENERATOR_LANGUAGES } from './types.ts';
export { randomSheetSpec } from './spec.ts';
export { renderSheetPdf } from './render.ts';
export { expectedLabels, sheetFileName, type SheetLabels } from './labels.ts';
export { statementFor } from './statements.ts';
