import {
  CONCERN_LABELS,
  CONCERNS,
  HOW_HEARD,
  HOW_HEARD_LABELS,
  NB_DOCUMENTS,
  NB_DOCUMENTS_LABELS,
  ON_REQUEST_TOOLS,
  TITLES,
  TRADE_FAIR_LABELS,
  TRADE_FAIRS,
  YOU_ARE,
  YOU_ARE_LABELS,
  type Concern,
  type InterfaceLanguage,
  type OnRequestTool,
} from '@openfds/contract';
import { languageOrFrench } from '@openfds/contract';

/** Select options of the contact form, in the page's language, from the contract's lists and labels. */
function options<T extends string>(values: readonly T[], labels: Record<T, Record<InterfaceLanguage, string>>, language: string) {
  const lang = languageOrFrench(language);
  return values.map((value) => ({ value, label: labels[value][lang] }));
}

export const youAreOptions = (language: string) => options(YOU_ARE, YOU_ARE_LABELS, language);
export const concernOptions = (language: string) => options(CONCERNS, CONCERN_LABELS, language);
export const howHeardOptions = (language: string) => options(HOW_HEARD, HOW_HEARD_LABELS, language);
export const tradeFairOptions = (language: string) => options(TRADE_FAIRS, TRADE_FAIR_LABELS, language);
export const nbDocumentsOptions = (language: string) => options(NB_DOCUMENTS, NB_DOCUMENTS_LABELS, language);
export const titleOptions = TITLES.map((value) => ({ value, label: value }));

/** `questionType` of /contact-us: a request type of the list preselects it; anything else is ignored. */
export function concernFromQuery(value: string | null): Concern | '' {
  return value && (CONCERNS as readonly string[]).includes(value) ? (value as Concern) : '';
}

/** `tool` of /contact-us (an "on request" tool page's button): the tool's slug, else null. */
export function toolFromQuery(value: string | null): OnRequestTool | null {
  return value && (ON_REQUEST_TOOLS as readonly string[]).includes(value) ? (value as OnRequestTool) : null;
}
