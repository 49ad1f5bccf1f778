import type { InterfaceLanguage, QuickIcpeAssessmentRequest } from '@openfds/contract';
import type { AppContext } from '../../../context.ts';
import type { Caller } from '../../../plugins/session.ts';
import { loadViewer } from '../../../catalogue/document-access.ts';
import { densityOf, icpeHazardsOf, stateOf } from '../from-reading.ts';
import { loadToolSheet } from '../tool-sheet.ts';
import { assessIcpe, rubriquesOfProduct, type IcpeAssessment, type IcpeProduct } from './icpe-assessment.ts';
import { NOMENCLATURE_META, RUBRIQUES } from './nomenclature.ts';
import { assumptionDetail } from './icpe-assumption-texts.ts';

export interface IcpeAnswer extends IcpeAssessment {
  /** Sheets named by a product that are still being read: counted with what the request gave. */
  pending_documents: string[];
  nomenclature: typeof NOMENCLATURE_META;
}

/**
 * POST /quick_icpe/assessments: the products as given; a product naming a sheet takes what it does not give (section 2
 * hazards, the CAS of a substance, section 9's density) from the sheet's reading, under the sheet access rule.
 * Assumptions in `language`.
 */
export async function assessProducts(
  ctx: AppContext,
  caller: Pick<Caller, 'user' | 'session'>,
  request: QuickIcpeAssessmentRequest,
  language: InterfaceLanguage,
): Promise<IcpeAnswer> {
  const viewer = await loadViewer(ctx.db, caller);
  const pending: string[] = [];
  const products: IcpeProduct[] = [];
  for (const p of request.products) {
    if (!p.document_code) {
      products.push(p);
      continue;
    }
    const { reading } = await loadToolSheet(ctx, caller, p.document_code, viewer);
    if (!reading) {
      pending.push(p.document_code);
      products.push(p);
      continue;
    }
    const fromSheet = icpeHazardsOf(reading);
    const givesHazards = (p.hazard_classes?.length ?? 0) + (p.h_statements?.length ?? 0) + (p.euh_statements?.length ?? 0) > 0;
    products.push({
      ...p,
      ...(givesHazards ? {} : { hazard_classes: fromSheet.hazard_classes, h_statements: fromSheet.h_statements, euh_statements: fromSheet.euh_statements }),
      cas: p.cas ?? fromSheet.cas,
      density: p.density ?? densityOf(reading),
    });
  }
  return { ...assessIcpe(products, RUBRIQUES, language), pending_documents: pending, nomenclature: NOMENCLATURE_META };
}

/** GET /documents/{code}/quick_icpe: the rubriques one sheet falls in, without quantities. */
export async function sheetIcpe(ctx: AppContext, caller: Pick<Caller, 'user' | 'session'>, code: string, language: InterfaceLanguage) {
  const { sheet, reading } = await loadToolSheet(ctx, caller, code);
  const base = { document_code: sheet.iddc, product_name: sheet.product_name, nomenclature: NOMENCLATURE_META };
  if (!reading) return { ...base, extraction_status: 'in_progress' as const, state: null, assigned: null, also: [], hazards: [], assumptions: [] };
  const state = stateOf(reading);
  const result = rubriquesOfProduct({ document_code: sheet.iddc, ...icpeHazardsOf(reading), state: state ?? 'liquid' }, RUBRIQUES, language);
  if (!state) result.assumptions.push({ code: 'unknownCategory', product: sheet.iddc, detail: assumptionDetail('noState', {}, language) });
  return { ...base, extraction_status: 'extracted' as const, state, ...result };
}
