import { describe, expect, it } from 'vitest';
import { upcomingShows, type TradeShow } from './events-data.ts';

const show = (id: string, start: string): TradeShow => ({ id, name: id, city: 'Paris', start, end: start, url: 'https://x.example/' });

describe('shows list', () => {
  it('keeps only events starting in the future, soonest first', () => {
    const shows = [show('b', '2027-03-01'), show('past', '2025-01-01'), show('today', '2026-05-01'), show('a', '2026-06-01')];
    expect(upcomingShows(shows, new Date('2026-05-01T10:00:00Z')).map((s) => s.id)).toEqual(['a', 'b']);
  });
});
