import type { InterfaceLanguage, SearchStage } from '@openfds/contract';
import { AppError } from '../../errors/app-error.ts';
import { SEARCH_STEP_TEXTS } from './search-step-texts.ts';
import type { SupplierRecord } from './suppliers.repository.ts';

/**
 * The staged search (product-spec §4 "Search flow"). Each reply gives the stages that follow the supplier
 * search: a list to choose from when several suppliers match; for one supplier, an optional customer-code stage
 * when its access level is not public, then the product form.
 */
export function stagesForMatches(matches: SupplierRecord[], typed: string, lang: InterfaceLanguage): SearchStage[] {
  if (matches.length === 0) throw new AppError('unknownSupplier', { field: 'supplier_name' });
  const exact = matches.filter((s) => s.name.toLowerCase() === typed.trim().toLowerCase());
  if (exact.length === 1 || matches.length === 1) return stagesForSupplier(exact[0] ?? matches[0], lang);
  const t = SEARCH_STEP_TEXTS[lang];
  return [
    {
      name: 'supplier_list',
      value: null,
      type: 'select_supplier_list',
      intro: t.listIntro,
      outro: null,
      customer_code_description: null,
      help_text: t.listHelp,
      mandatory: true,
      supplier_code: null,
      access_level: null,
      values: matches.map((s) => ({ code: s.code, name: s.name, access_level: s.access_level })),
    },
  ];
}

export function stagesForSupplier(supplier: SupplierRecord, lang: InterfaceLanguage): SearchStage[] {
  if (!supplier.member) throw new AppError('supplierNotMember', { field: 'supplier_name' });
  const t = SEARCH_STEP_TEXTS[lang];
  const common = { supplier_code: supplier.code, access_level: supplier.access_level };
  const stages: SearchStage[] = [
    {
      name: 'supplier',
      value: supplier.name,
      type: 'search_supplier',
      intro: t.supplierIntro,
      outro: null,
      customer_code_description: null,
      help_text: null,
      mandatory: true,
      ...common,
    },
  ];
  if (supplier.access_level !== 'public') {
    stages.push({
      name: 'customer_code',
      value: null,
      type: 'search_customer_code',
      intro: supplier.access_level === 'private' ? t.codeIntroPrivate : t.codeIntroMixed,
      outro: t.codeOutro,
      customer_code_description: supplier.customer_code_description[lang] ?? supplier.customer_code_description.fr ?? t.codeDescription,
      help_text: supplier.customer_code_help[lang] ?? supplier.customer_code_help.fr ?? t.codeHelp,
      // Optional: the visitor may continue without a code ('non'), then sees the public sheets only.
      mandatory: false,
      ...common,
    });
  }
  stages.push({
    name: 'product',
    value: null,
    type: 'search_product_form',
    intro: t.productIntro,
    outro: null,
    customer_code_description: null,
    help_text: t.productHelp,
    mandatory: false,
    ...common,
  });
  return stages;
}
