import {
  LOT_CREDITS,
  SHOP_TOOLS,
  euros,
  isSellable,
  offerById,
  vigiOfferOf,
  type CatalogueTool,
  type InterfaceLanguage,
  type OfferWithTool,
} from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { listMetas } from '../vigi/index.ts';

/** The offers on sale (GET /tools) and the rule of which can be bought now. */

/** Vigi-Substances offers whose lists are all loaded (an offer without its lists cannot be bought). */
async function loadedVigiOffers(db: Db): Promise<Set<string>> {
  const byOffer = new Map<string, boolean>();
  for (const m of await listMetas(db)) byOffer.set(m.offer, (byOffer.get(m.offer) ?? true) && m.version !== null);
  return new Set([...byOffer].filter(([, loaded]) => loaded).map(([offer]) => offer));
}

function offerAvailable(offer: OfferWithTool | undefined, loaded: Set<string>): offer is OfferWithTool {
  if (!offer || !isSellable(offer) || offer.tool.status !== 'available') return false;
  const vigi = vigiOfferOf(offer);
  return !vigi || loaded.has(vigi);
}

/** Every offer must be sold now; the first that is not answers 582 with its id (the web removes it). */
export async function checkOffers(db: Db, offerIds: number[]): Promise<void> {
  const loaded = await loadedVigiOffers(db);
  for (const id of offerIds) {
    if (!offerAvailable(offerById(id), loaded)) throw new AppError('cartOfferInvalid', { data: [{ name: 'offer_id', value: id }] });
  }
}

/** GET /tools: every tool with its offers, in the asked language. */
export async function catalogue(db: Db, language: InterfaceLanguage): Promise<CatalogueTool[]> {
  const loaded = await loadedVigiOffers(db);
  return SHOP_TOOLS.map((tool) => ({
    id: tool.id,
    tool_reference: tool.tool_reference,
    slug: tool.slug,
    status: tool.status,
    label: tool.labels[language],
    offers: tool.offers.map((o) => ({
      id: o.id,
      name: o.labels[language],
      price: euros(o.price_cents),
      technical_reference: o.technical_reference,
      reference: o.reference,
      free: o.price_cents === 0,
      available: offerAvailable(offerById(o.id), loaded),
      credits_per_lot: LOT_CREDITS,
    })),
  }));
}
