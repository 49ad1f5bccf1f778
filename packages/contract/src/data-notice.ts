/**
 * The notice of every data file OpenFDS ships (issue #23): what it is, where it comes from, which version, under
 * which licence. One source for the site-information page (web) and for the check `tools/data-notice.test.ts`,
 * which fails when a data file (anything under a `data/` or `public/` folder of a workspace) has no entry here,
 * or an entry names a file that does not exist. The code of OpenFDS itself is under AGPL-3.0-or-later (LICENSE).
 *
 * `files`: repository paths; a path ending in "/" covers every file in that folder. Source names, versions and
 * licence names are proper names and identifiers, the same in every language; what each entry is, is translated
 * on the page (pages namespace, `siteInformation.data.entries.<id>`).
 */
export interface DataNoticeEntry {
  id: string;
  files: string[];
  source: string;
  source_url: string | null;
  /** The version of the source the files hold: a publication date, an act, a snapshot. */
  version: string;
  licence: string;
  licence_url: string | null;
}

const ECHA_NOTICE = 'ECHA legal notice: reproduction authorised, source acknowledged';
const ECHA_NOTICE_URL = 'https://echa.europa.eu/legal-notice';
const EU_LAW = 'EU legal act, reuse under Commission Decision 2011/833/EU';
const EU_LAW_URL = 'https://eur-lex.europa.eu/eli/dec/2011/833/oj';

export const DATA_NOTICE: DataNoticeEntry[] = [
  {
    id: 'candidateList',
    files: ['apps/server/data/regulatory/echa-candidate-list-2026-02-22.xlsx'],
    source: 'European Chemicals Agency (ECHA), Candidate List of substances of very high concern for Authorisation (unmodified export)',
    source_url: 'https://echa.europa.eu/candidate-list-table',
    version: 'Export of 22 Feb 2026 (253 entries)',
    licence: ECHA_NOTICE,
    licence_url: ECHA_NOTICE_URL,
  },
  {
    id: 'restrictionList',
    files: ['apps/server/data/regulatory/echa-restriction-list-2026-02-22.xlsx'],
    source: 'European Chemicals Agency (ECHA), REACH Annex XVII Restriction List (unmodified export)',
    source_url: 'https://echa.europa.eu/substances-restricted-under-reach',
    version: 'Export of 22 Feb 2026 (78 entries, 01-82)',
    licence: ECHA_NOTICE,
    licence_url: ECHA_NOTICE_URL,
  },
  {
    id: 'authorisationList',
    files: ['apps/server/data/regulatory/reach-annex-xiv.csv'],
    source: 'European Chemicals Agency (ECHA), REACH Annex XIV Authorisation List, via GitHub DocDamage/blackbelt',
    source_url: 'https://echa.europa.eu/authorisation-list',
    version: 'Snapshot of December 2025 (50 entries)',
    licence: ECHA_NOTICE,
    licence_url: ECHA_NOTICE_URL,
  },
  {
    id: 'recommendations',
    files: ['apps/server/data/regulatory/echa-authorisation-process-2026-04.xlsx'],
    source: 'European Chemicals Agency (ECHA), recommendations for inclusion in the Authorisation List (ECHA CHEM authorisation-process export, unmodified)',
    source_url: 'https://echa.europa.eu/recommendations-for-inclusion-in-the-authorisation-list',
    version: 'Export of about 2 Apr 2026 (rounds 1-12 and the 13th draft, 126 processes)',
    licence: ECHA_NOTICE,
    licence_url: ECHA_NOTICE_URL,
  },
  {
    id: 'clpAnnexVi',
    files: ['apps/server/data/regulatory/clp-annex-vi-atp23.csv'],
    source:
      "Regulation (EC) No 1272/2008 (CLP), Annex VI Part 3 Table 3, columns of the legal table written from ECHA's consolidated workbook (without its disclaimer, comments or history)",
    source_url: 'https://echa.europa.eu/information-on-chemicals/annex-vi-to-clp',
    version: 'ATP 23, Regulation (EU) 2025/1222 (4,441 entries)',
    licence: EU_LAW,
    licence_url: EU_LAW_URL,
  },
  {
    id: 'clpSubstances',
    files: ['packages/sds/data/clp-substances.json'],
    source: 'Regulation (EC) No 1272/2008 (CLP), Annex VI Part 3 Table 3: names, identifiers and classifications, for the generated test sheets',
    source_url: 'https://echa.europa.eu/information-on-chemicals/annex-vi-to-clp',
    version: 'ATP 17',
    licence: EU_LAW,
    licence_url: EU_LAW_URL,
  },
  {
    id: 'iarc',
    files: ['apps/server/data/regulatory/iarc-monographs.tsv'],
    source: 'IARC Monographs, agents classified by the IARC Monographs, via GitHub CalebBell/chemicals',
    source_url: 'https://github.com/CalebBell/chemicals',
    version: 'Volumes to about 2019 (863 agents)',
    licence: 'MIT (CalebBell/chemicals)',
    licence_url: 'https://github.com/CalebBell/chemicals',
  },
  {
    id: 'pictograms',
    files: [
      'apps/web/public/ghs/',
      'packages/sds/data/ghs/',
      'packages/sds/data/ghs-pictograms/',
      'packages/sds/data/ghs-pictogram-thumbs.json',
      'packages/contract/src/statements/pictograms.ts',
    ],
    source: 'GHS pictograms GHS01-GHS09 (CLP Annex V), drawings from GitHub cheminfo/ghs-hazard; PNG renderings and thumbnails made from them',
    source_url: 'https://github.com/cheminfo/ghs-hazard',
    version: 'GHS01-GHS09',
    licence: 'MIT (cheminfo/ghs-hazard)',
    licence_url: 'https://github.com/cheminfo/ghs-hazard',
  },
  {
    id: 'statements',
    files: [
      'packages/contract/src/statements/h-statements.ts',
      'packages/contract/src/statements/euh-statements.ts',
      'packages/contract/src/statements/p-statements.ts',
      'packages/contract/src/statements/p-statements-withdrawn.ts',
    ],
    source:
      'Regulation (EC) No 1272/2008 (CLP), Annexes II, III and IV: hazard, supplemental and precautionary statements in English, French, German and Italian; GHS-only codes from the UN GHS',
    source_url: 'https://eur-lex.europa.eu/eli/reg/2008/1272/oj',
    version: 'As amended, including Delegated Regulation (EU) 2023/707; withdrawn P codes of the 4th ATP (Regulation (EU) No 487/2013)',
    licence: EU_LAW,
    licence_url: EU_LAW_URL,
  },
  {
    id: 'favicon',
    files: ['apps/web/public/favicon.svg', 'apps/web/public/images/'],
    source: 'OpenFDS',
    source_url: null,
    version: 'OpenFDS',
    licence: 'AGPL-3.0-or-later',
    licence_url: 'https://www.gnu.org/licenses/agpl-3.0.html',
  },
];

/** The licence of OpenFDS's code (LICENSE at the repository root). */
export const OPENFDS_LICENCE = { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' } as const;
