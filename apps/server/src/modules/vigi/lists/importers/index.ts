import type { VigiListCode } from '@openfds/contract';
import { annexXivImporter } from './annex-xiv.ts';
import { annexXviiImporter } from './annex-xvii.ts';
import { authorisationRecommendationsImporter } from './authorisation-recommendations.ts';
import { candidateListImporter } from './candidate-list.ts';
import { clpAnnexViImporter } from './clp-annex-vi.ts';
import { cmrImporter } from './cmr.ts';
import { iarcImporter } from './iarc.ts';
import type { ListImporter } from './parsed-list.ts';
import { vlepFrImporter } from './vlep-fr.ts';

/** One importer per list: pure parsing of the official (or documented) file format. */
export const IMPORTERS: Record<VigiListCode, ListImporter> = {
  candidate_list: candidateListImporter,
  annex_xiv: annexXivImporter,
  annex_xvii: annexXviiImporter,
  authorisation_recommendations: authorisationRecommendationsImporter,
  clp_annex_vi: clpAnnexViImporter,
  cmr: cmrImporter,
  iarc: iarcImporter,
  vlep_fr: vlepFrImporter,
};
