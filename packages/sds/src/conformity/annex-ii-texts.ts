// The flags' plain-words texts are part of the contract (packages/contract/src/annex-ii-texts.ts), shown by the web.
export { ANNEX_II_FLAG_TEXTS, type AnnexIILanguage } from '@openfds/contract/annex-ii-texts';
