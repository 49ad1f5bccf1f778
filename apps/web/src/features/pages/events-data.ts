/**
 * Trade shows where the provider exhibits. The spec gives no source for this list: it is kept here, edited with
 * the site; the page keeps only events whose start date is in the future (product-spec §4).
 */
export interface TradeShow {
  id: string;
  name: string;
  city: string;
  start: string;
  end: string;
  url: string;
}

export const TRADE_SHOWS: TradeShow[] = [
  { id: 'preventica-2026', name: 'Preventica', city: 'Paris', start: '2026-06-09', end: '2026-06-11', url: 'https://www.preventica.com/' },
  { id: 'expoprotection-2026', name: 'Expoprotection', city: 'Paris', start: '2026-11-24', end: '2026-11-26', url: 'https://www.expoprotection.com/' },
  { id: 'a-plus-a-2027', name: 'A+A', city: 'Düsseldorf', start: '2027-10-26', end: '2027-10-29', url: 'https://www.aplusa.de/' },
  { id: 'pollutec-2027', name: 'Pollutec', city: 'Lyon', start: '2027-10-12', end: '2027-10-15', url: 'https://www.pollutec.com/' },
];

export function upcomingShows(shows: TradeShow[], now: Date): TradeShow[] {
  const today = now.toISOString().slice(0, 10);
  return shows.filter((s) => s.start > today).sort((a, b) => a.start.localeCompare(b.start));
}
