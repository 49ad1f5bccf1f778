/**
 * Stored with every extraction so that a newer reader can re-run the sheets read by an older one. 1.1.0: the Annex II
 * check (sub-sections by number or title, candidate list) and per-field evidence in every reading (issue #15). 1.2.0:
 * the check keeps what section 15 mentions (annexII.section15), so its candidate-list findings follow a new list.
 */
export const READER_VERSION = '1.2.0';
