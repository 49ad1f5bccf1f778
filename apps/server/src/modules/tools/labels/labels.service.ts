import type { InterfaceLanguage, LabelSheetRequest } from '@openfds/contract';
import type { Component } from '@openfds/contract/sds-reading';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { Caller } from '../../../plugins/session.ts';
import { permanentUrl } from '../../documents/index.ts';
import { loadToolSheet } from '../tool-sheet.ts';
import { labelElements, type LabelElements } from './label-elements.ts';
import { renderLabelSheet, presetFor } from './label-sheet-pdf.ts';
import { labelTextLength } from './label-texts.ts';
import { charge, inputKey } from '../tool-charge.ts';

/** CLP Art. 18(3): at most four components named under "Contains". */
const MAX_CONTAINS = 4;

/**
 * The components a label names when the user gives none: section 3's classified components (those with H
 * statements), the most concentrated first, at most four. Marked as proposed: the supplier's section 2.2 decides.
 */
export function proposedContains(components: Component[]): string[] {
  return components
    .filter((c) => c.name && c.hStatements.length > 0)
    .sort((a, b) => (b.concentration?.max ?? b.concentration?.min ?? 0) - (a.concentration?.max ?? a.concentration?.min ?? 0))
    .slice(0, MAX_CONTAINS)
    .map((c) => c.name!.trim());
}

export interface LabelSheet {
  pdf: Buffer;
  preset: string;
  elements: LabelElements;
  filename: string;
}

/** POST /documents/{code}/labels: the label sheet of one sheet the caller may open, from its reading (one fdsLabels use). */
export async function sheetLabels(
  ctx: AppContext,
  caller: Pick<Caller, 'user' | 'session'>,
  code: string,
  request: LabelSheetRequest,
  requestLanguage: InterfaceLanguage,
): Promise<LabelSheet> {
  const { sheet, reading } = await loadToolSheet(ctx, caller, code);
  if (!reading) throw new AppError('extractionUnavailable');
  const language = request.language ?? requestLanguage;
  const h = reading.hazards;
  const elements = labelElements(
    { h_statements: h.hStatements, euh_statements: h.euhStatements, p_statements: h.pStatements, capacity_l: request.capacity_l },
    (codes) => labelTextLength(codes, language),
  );
  const preset = presetFor(request.preset, elements.label_mm) ?? 'a4-1';
  const given = request.contains ?? [];
  const id = reading.identification;
  const pdf = await renderLabelSheet(
    {
      productName: id.productName ?? sheet.product_name,
      contains: given.length > 0 ? { names: given, proposed: false } : { names: proposedContains(reading.composition.components), proposed: true },
      elements,
      supplier: { name: id.supplierName ?? sheet.supplier_name, address: id.address, phone: id.phone },
      ufi: id.ufi ?? sheet.ufi,
      emergencyPhone: id.emergencyPhone,
      capacityL: request.capacity_l,
      permanentUrl: permanentUrl(ctx, sheet.iddc),
    },
    { preset, copies: request.copies, language },
  );
  // One label sheet = one use of fdsLabels, charged once made (a failure costs nothing); the same request the same day is free.
  if (caller.user) await charge(ctx, caller, caller.user.id, 'fdsLabels', [inputKey(`labels:${sheet.iddc}`, { request, language })]);
  return { pdf, preset, elements, filename: `${sheet.product_name_slug}-${sheet.iddc}-labels-${language}.pdf` };
}
