import { VIGI_LISTS, VIGI_OFFERS, isVigiListCode, type InterfaceLanguage } from '@openfds/contract';
import type { Db } from '../../../db/database.ts';
import { REPORT_TEXTS } from '../report/report-texts.ts';
import { shopEntitlements } from './entitlements.ts';
import { matchesOfSheets } from './space-hits.repository.ts';

/**
 * The watch hits of a user's sheets as list names in a language, per sheet and per component position (the my-FDS
 * inventory workbook, issue #23). The same rule as the watch pages: the free lists' hits for everyone, a paid list's
 * hits only on the sheets a credit of its offer was spent on.
 */
export async function watchListsOfSheets(
  db: Db,
  userId: number,
  documentIds: number[],
  language: InterfaceLanguage,
): Promise<Map<number, Map<number, string[]>>> {
  const entitlement = await shopEntitlements(db).forUser(userId);
  const names = REPORT_TEXTS[language].lists;
  const result = new Map<number, Map<number, string[]>>();
  for (const m of await matchesOfSheets(db, documentIds)) {
    if (!isVigiListCode(m.list_code)) continue;
    const offer = VIGI_LISTS[m.list_code].offer;
    const paid = VIGI_OFFERS[offer].price > 0;
    if (paid && !(entitlement.paidOffers.has(offer) && (!entitlement.sheetOffers || entitlement.sheetOffers.get(m.document_id)?.has(offer)))) continue;
    const byPosition = result.get(m.document_id) ?? new Map<number, string[]>();
    const lists = byPosition.get(m.position) ?? [];
    if (!lists.includes(names[m.list_code])) lists.push(names[m.list_code]);
    byPosition.set(m.position, lists);
    result.set(m.document_id, byPosition);
  }
  return result;
}
