import { VIGI_OFFERS, type VigiListCode, type VigiListInfo, type VigiListVersion } from '@openfds/contract';
import type { Db } from '../../../db/database.ts';
import { allListVersions, listsWithCurrentVersion } from './lists.repository.ts';

export interface ListMeta {
  code: VigiListCode;
  offer: keyof typeof VIGI_OFFERS;
  source_name: string;
  source_url: string | null;
  version: VigiListVersion | null;
}

/** The lists in display order with their current version (null when not loaded). */
export async function listMetas(db: Db): Promise<ListMeta[]> {
  return listsWithCurrentVersion(db);
}

/** GET /vigi/lists: every list with all its versions, newest first, and its offer price. */
export async function listInfos(db: Db): Promise<VigiListInfo[]> {
  const metas = await listMetas(db);
  const rows = await allListVersions(db);
  return metas.map((m) => ({
    list: m.code,
    offer: m.offer,
    price_per_lot: VIGI_OFFERS[m.offer].price,
    loaded: m.version !== null,
    // A paid offer can be bought only when every list it holds is loaded; free lists are never bought.
    can_buy: VIGI_OFFERS[m.offer].price > 0 && metas.filter((o) => o.offer === m.offer).every((o) => o.version !== null),
    source_name: m.source_name,
    source_url: m.source_url,
    versions: rows.filter((r) => r.list_code === m.code).map(({ list_code: _, ...v }) => v),
  }));
}
