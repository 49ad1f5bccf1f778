import { ERRORS, LABELS_MAX_TOTAL, type InterfaceLanguage, type MySdsLabelsRequest } from '@openfds/contract';
import type { AppContext } from '../../../context.ts';
import { AppError, fieldError } from '../../../errors/app-error.ts';
import type { Caller } from '../../../plugins/session.ts';
import { loadViewer } from '../../../catalogue/document-access.ts';
import { codesInSpace } from '../tools.repository.ts';
import { loadToolSheet } from '../tool-sheet.ts';
import { labelContentOf, layoutFor, withoutHazardData } from './labels.service.ts';
import { renderLabels, type LabelRun } from './label-sheet-pdf.ts';
import { charge, inputKey } from '../tool-charge.ts';

/** Why a sheet asked for got no label: named in the answer and on screen, never skipped in silence. */
export type NotLabelledReason = 'not_in_space' | 'not_found' | 'not_read' | 'no_hazard_data';

export interface NotLabelled {
  document_code: string;
  product_name: string | null;
  reason: NotLabelledReason;
}

export interface BulkLabels {
  pdf: Buffer;
  labelled: string[];
  not_labelled: NotLabelled[];
  filename: string;
}

/**
 * POST /users/{login}/mySDS/labels (ours): one PDF of labels for sheets of the user's space, `copies` per sheet, the
 * same capacity, language and preset or grid for all, the layout holding the largest label. Reads only (no
 * transaction held while the PDF is built); bounded by LABELS_MAX_SHEETS (contract) and LABELS_MAX_TOTAL labels.
 * Refused (labelsNoSheet, listing them) when not one of the sheets can be labelled.
 */
export async function bulkLabels(
  ctx: AppContext,
  caller: Pick<Caller, 'user' | 'session'>,
  ownerId: number,
  request: MySdsLabelsRequest,
  requestLanguage: InterfaceLanguage,
): Promise<BulkLabels> {
  const codes = [...new Set(request.document_codes)];
  if (codes.length * request.copies > LABELS_MAX_TOTAL) throw fieldError('copies', 'bad_number');
  const language = request.language ?? requestLanguage;
  const inSpace = await codesInSpace(ctx.db, ownerId, codes);
  const viewer = await loadViewer(ctx.db, caller);
  const runs: LabelRun[] = [];
  const labelled: string[] = [];
  const notLabelled: NotLabelled[] = [];
  for (const code of codes) {
    if (!inSpace.has(code)) {
      notLabelled.push({ document_code: code, product_name: null, reason: 'not_in_space' });
      continue;
    }
    let loaded;
    try {
      loaded = await loadToolSheet(ctx, caller, code, viewer);
    } catch (error) {
      // A sheet deleted or made secret since it was added: named, the others still printed.
      if (error instanceof AppError && error.code === ERRORS.documentNotFound.code) {
        notLabelled.push({ document_code: code, product_name: null, reason: 'not_found' });
        continue;
      }
      throw error;
    }
    const { sheet, reading } = loaded;
    if (!reading || withoutHazardData(reading)) {
      notLabelled.push({ document_code: code, product_name: sheet.product_name, reason: reading ? 'no_hazard_data' : 'not_read' });
      continue;
    }
    runs.push({ content: labelContentOf(ctx, sheet, reading, { capacity_l: request.capacity_l }, language), copies: request.copies });
    labelled.push(code);
  }
  if (runs.length === 0) {
    const names = notLabelled.map((n) => n.product_name ?? n.document_code).join(', ');
    throw new AppError('labelsNoSheet', { params: { names }, data: [{ name: 'not_labelled', value: notLabelled }] });
  }
  const layout = layoutFor(
    request,
    runs.map((r) => r.content.elements.label_mm),
  );
  const pdf = await renderLabels(runs, { layout, language });
  // Each sheet labelled counts as its own label sheet would: one use of fdsLabels, charged once the PDF is made (a
  // failure costs nothing; the same request the same day is free). Staff acting for the user are not charged.
  await charge(
    ctx,
    caller,
    ownerId,
    'fdsLabels',
    labelled.map((code) => inputKey(`labels:${code}`, { request, language })),
  );
  return { pdf, labelled, not_labelled: notLabelled, filename: `labels-${language}.pdf` };
}
