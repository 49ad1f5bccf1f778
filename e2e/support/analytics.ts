import type { BrowserContext } from 'playwright-core';

/**
 * A deployment with a Matomo-compatible tracker configured and the visitor's statistics choice; returns the list
 * (filled as the pages send them) of the tracking request URLs.
 */
export async function collectTrackerHits(context: BrowserContext, statistics: boolean): Promise<string[]> {
  await context.addInitScript((value) => {
    localStorage.setItem('openfds.consent', JSON.stringify({ necessary: true, statistics: value, decidedAt: '2025-01-01T00:00:00Z' }));
  }, statistics);
  await context.route('**/api/v1/site_config', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.collection.items[0].analytics = { url: 'https://stats.example.test/', site_id: '5', beta_site_id: '6', beta_hosts: [] };
    await route.fulfill({ response, json: body });
  });
  const hits: string[] = [];
  await context.route('https://stats.example.test/**', async (route) => {
    hits.push(route.request().url());
    await route.fulfill({ status: 204, body: '' });
  });
  return hits;
}

/** "category:name" of a tracking request URL. */
export function eventOf(url: string): string {
  const params = new URL(url).searchParams;
  return `${params.get('e_c')}:${params.get('e_n')}`;
}
