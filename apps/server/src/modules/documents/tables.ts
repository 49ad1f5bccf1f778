import type { Generated } from 'kysely';

/** Kysely types of the catalogue's own tables (migration 0100_catalogue_search.sql). */
export interface SearchWordsTable {
  word: string;
}

export interface SupplierFacetsTable {
  supplier_id: number;
  field: 'brand' | 'range' | 'regulation' | 'zone' | 'country' | 'type' | 'language';
  value: string;
  documents: number;
}

export interface UpdateSubscriptionsTable {
  id: Generated<number>;
  email: string;
  supplier_id: number;
  product_key: string;
  language: string;
  document_id: number;
  last_consulted_at: Generated<Date>;
  expires_at: Date;
  token_hash: Buffer | null;
  stopped_at: Date | null;
  created_at: Generated<Date>;
}

declare module '../../db/schema.ts' {
  interface Database {
    search_words: SearchWordsTable;
    supplier_facets: SupplierFacetsTable;
    update_subscriptions: UpdateSubscriptionsTable;
  }
}
