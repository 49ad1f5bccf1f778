import type { APIRequestContext } from 'playwright-core';

export interface Row { iddc: string; product_name: string; supplier_name: string; supplier_code: string; access: string }

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
