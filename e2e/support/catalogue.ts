import type { APIRequestContext, Browser } from 'playwright-core';
import { baseUrl } from './browser.ts';

export interface Row {
  iddc: string;
  product_name: string;
  supplier_name: string;
  supplier_code: string;
  access: string;
}

/** The items of a collection answer (empty on an error answer). */
export async function items<T>(request: APIRequestContext, url: string): Promise<T[]> {
  const res = await request.get(url);
  return ((await res.json()).collection?.items ?? []) as T[];
}

/** Suppliers of the demo catalogue with their access level (the seeder numbers them SUP0001...). */
export async function demoSuppliers(request: APIRequestContext) {
  const found: { code: string; name: string; level: string }[] = [];
  for (let i = 1; i <= 50; i++) {
    const code = `SUP${String(i).padStart(4, '0')}`;
    const stages = await items<{ type: string; value: string; access_level: string }>(request, `/api/v1/search_steps/${code}`);
    if (stages[0]) found.push({ code, name: stages[0].value, level: stages[0].access_level });
  }
  return found;
}

/**
 * A sheet open only to customers of a restricted demo supplier. A separate request context proves the demo
 * customer code (`<supplier>-CLIENT-1`), so the browser's own session stays without it.
 */
export async function restrictedSheet(browser: Browser, suppliers: { code: string; level: string }[]): Promise<Row | undefined> {
  const other = await browser.newContext({ baseURL: baseUrl() });
  try {
    // A mixed supplier's first: it has public sheets to fall back to (an all-private supplier is named on its
    // restricted sheets too since issues #23/#25, but its "continue without a code" leads to no sheet).
    const order = (level: string) => (level === 'mixed' ? 0 : 1);
    for (const s of suppliers.filter((x) => x.level !== 'public').sort((a, b) => order(a.level) - order(b.level))) {
      const rows = await items<Row>(other.request, `/api/v1/documents?supplier=${s.code}&customer_code=${s.code}-CLIENT-1&limit=100`);
      const found = rows.find((r) => r.access === 'private');
      if (found) return found;
    }
    return undefined;
  } finally {
    await other.close();
  }
}
