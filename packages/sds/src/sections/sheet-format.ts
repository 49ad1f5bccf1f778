import type { SectionSpan } from '../types.js';
import { fold } from '../text/fold.js';
import { isOldLayout } from './find-sections.js';

/**
 * EU REACH Annex II sheet, US OSHA HazCom sheet, or something else (fewer than 12 of the 16 sections).
 * Both formats have 16 sections; what tells them apart is the regulation they follow:
 * - the classification basis of section 2 first ("classified in accordance with 29 CFR 1910.1200" against
 *   "classification according to Regulation (EC) No 1272/2008"): a US sheet of a European group keeps the
 *   group's "according to Regulation (EC) No 1907/2006" header, an EU sheet lists US limits in section 8;
 * - otherwise the regulation cited first in the sheet;
 * - a sheet that cites none: the REACH heading wording ("of the company/undertaking") alone does not make it
 *   European (Chinese GB/T 16483 and Indian GHS sheets copy it); a sheet following another country's standard
 *   (GOST, GB/T...) is "other"; otherwise a US supplier address in section 1 makes it a US sheet (ANSI Z400.1
 *   sheets of American suppliers), anything else is "other".
 */
const EU = /1907\/2006|2020\/878|2015\/830|453\/2010|1272\/2008|reach annex ii|annexe ii du reach|anhang ii der reach/;
const US = /osha|29 cfr|1910\.1200|hazard communication|hazcom|whmis|hazardous products regulations/;
/** National standards of other countries (Russia, China, Japan, Mexico, Chile): such a sheet is "other". */
const OTHER = /\bgost\b|\bgb\/t\b|\bjis z ?7253\b|\bnom-018-stps\b|\bnch ?2245\b/;
/** "USA", "United States" or a state code with a ZIP code ("Hillsborough, NJ 08844"), on the original text. */
const US_ADDRESS = /\b(?:USA|U\.S\.A\.?|United States(?: of America)?)\b|,\s*[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?\b/;

type Format = 'eu-reach' | 'us-hazcom' | 'other';

/** The regulation a text cites: the single one, or the one cited first when it cites both. */
function cited(folded: string): { format: Format; cue: string } | null {
  const eu = EU.exec(folded);
  const us = US.exec(folded);
  if (eu && (!us || eu.index < us.index)) return { format: 'eu-reach', cue: eu[0] };
  if (us) return { format: 'us-hazcom', cue: us[0] };
  return null;
}

/** `folded` is fold(text) when the caller has it (fold keeps offsets, so its slices are the folded slices). */
export function sheetFormat(text: string, sections: SectionSpan[], folded?: string): { format: Format; evidence: string } {
  if (sections.length < 12) return { format: 'other', evidence: `only ${sections.length} of the 16 sections found` };
  if (isOldLayout(sections)) return { format: 'other', evidence: 'former layout: composition in section 2, hazards in section 3 (Directive 91/155/EEC)' };
  const span = (n: number, of = text) => {
    const s = sections.find((x) => x.number === n);
    const next = sections.find((x) => x.number > n);
    return s ? of.slice(s.start, next?.start ?? s.end) : '';
  };
  const head = folded?.slice(0, 60000) ?? fold(text.slice(0, 60000));
  const s2 = folded !== undefined ? span(2, folded) : fold(span(2));
  const s2eu = EU.exec(s2);
  const s2us = US.exec(s2);
  if (s2eu && !s2us) return { format: 'eu-reach', evidence: `section 2 classifies according to "${s2eu[0]}"` };
  if (s2us && !s2eu) return { format: 'us-hazcom', evidence: `section 2 classifies according to "${s2us[0]}"` };
  const any = cited(head);
  if (any?.format === 'eu-reach') return { format: 'eu-reach', evidence: `cites "${any.cue}"` };
  if (any) return { format: 'us-hazcom', evidence: `16 sections citing "${any.cue}" first` };
  const national = OTHER.exec(head);
  if (national) return { format: 'other', evidence: `16-section sheet following the national standard "${national[0]}"` };
  const address = US_ADDRESS.exec(span(1));
  if (address) return { format: 'us-hazcom', evidence: `16 sections without a regulation, supplier in the USA ("${address[0].trim()}")` };
  const s1 = sections.find((s) => s.number === 1);
  return { format: 'other', evidence: `16-section sheet without a REACH or OSHA reference (section 1: "${s1?.title ?? ''}")` };
}
