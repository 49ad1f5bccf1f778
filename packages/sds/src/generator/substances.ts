import { readFileSync } from 'node:fs';

/**
 * A substance of CLP Annex VI table 3 as committed in data/clp-substances.json (extracted by
 * scripts/extract-substances.ts). classes: [hazard class abbreviation, category or null, H code or null].
 */
export interface ClpSubstance {
  name: string;
  cas: string;
  ec: string;
  index: string;
  classes: [string, string | null, string | null][];
  h: string[];
  euh: string[];
  pictograms: string[];
  signalWord: 'danger' | 'warning' | null;
}

let cache: ClpSubstance[] | null = null;

/** All extracted substances, read once (the file sits next to the package so the generator never needs ../shared). */
export function clpSubstances(): ClpSubstance[] {
  cache ??= JSON.parse(readFileSync(new URL('../../data/clp-substances.json', import.meta.url), 'utf8')) as ClpSubstance[];
  return cache;
}
