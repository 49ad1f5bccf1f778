import type { SectionSpan } from '../types.js';
import { fold } from '../text/fold.js';
import { isOldLayout } from './find-sections.js';

/**
 * EU REACH Annex II sheet, US OSHA HazCom sheet, or something else (fewer than 12 of the 16 sections).
 * Both formats have 16 sections; what tells them apart is the regulation they cite and the wording of the
 * headings (REACH: "of the substance/mixture and of the company/undertaking").
 */
const EU = /1907\/2006|2020\/878|2015\/830|453\/2010|1272\/2008|company\/undertaking|de la societe\/entreprise|des unternehmens|della societa\/impresa|de la sociedad o la empresa|de onderneming|da sociedade\/empresa|reach annex ii|annexe ii du reach|anhang ii der reach/;
const US = /osha|29 cfr|1910\.1200|hazard communication|hazcom|whmis|hazardous products regulations/;

export function sheetFormat(text: string, sections: SectionSpan[]): { format: 'eu-reach' | 'us-hazcom' | 'other'; evidence: string } {
  const f = fold(text.slice(0, 60000));
  if (sections.length < 12) return { format: 'other', evidence: `only ${sections.length} of the 16 sections found` };
  if (isOldLayout(sections)) return { format: 'other', evidence: 'former layout: composition in section 2, hazards in section 3 (Directive 91/155/EEC)' };
  const eu = EU.exec(f);
  if (eu) return { format: 'eu-reach', evidence: `cites "${eu[0]}"` };
  const us = US.exec(f);
  if (us) return { format: 'us-hazcom', evidence: `16 sections citing "${us[0]}" and no EU regulation` };
  const s1 = sections.find((s) => s.number === 1);
  return { format: 'other', evidence: `16-section sheet without a REACH reference (section 1: "${s1?.title ?? ''}")` };
}
