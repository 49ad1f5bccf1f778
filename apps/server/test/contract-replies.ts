import { expect } from 'vitest';
import { z } from 'zod';
import { routeRegistry, type RegisteredRoute } from '../src/plugins/api-route.ts';

/**
 * Replies checked against the contract (issue #29): the items of a JSON reply must parse with the `item` schema its
 * route registered through apiRoute, and carry no field the contract does not declare (a top-level field the
 * server sends but the contract lacks is drift too). Generic: any module's tests can pass it their replies.
 */

/** The registered route a request reaches: same method, and the path matching its pattern (`:param` segments). */
export function registeredRoute(method: string, url: string): RegisteredRoute | undefined {
  const path = url.split('?')[0];
  const matches = (route: RegisteredRoute) => {
    const pattern = route.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(path);
  };
  const candidates = routeRegistry.filter((r) => r.method === method.toUpperCase() && matches(r));
  // A literal segment wins over a parameter (/cart/checkout before /cart/:item_code).
  return candidates.sort((a, b) => (a.url.match(/:/g)?.length ?? 0) - (b.url.match(/:/g)?.length ?? 0))[0];
}

/** The strict form of an object schema (unknown keys refused); other schemas as they are. */
function strict(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodObject ? schema.strict() : schema;
}

/**
 * Fails unless every item of the reply's collection parses with its route's registered `item` schema (strictly).
 * `url` is the full path asked (/api/v1/...); a route that replies items must declare `item`. Error replies and
 * non-JSON replies (a PDF) have nothing to check.
 */
export function expectReplyMatchesContract(res: { statusCode: number; headers: Record<string, unknown>; json(): any }, method: string, url: string): void {
  if (!String(res.headers['content-type'] ?? '').includes('json') || res.statusCode >= 400) return;
  const route = registeredRoute(method, url);
  expect(route, `${method} ${url}: no route registered through apiRoute`).toBeDefined();
  const body = res.json();
  const items: unknown[] = route!.plain ? [body] : (body?.collection?.items ?? []);
  if (items.length === 0) return;
  expect(route!.item, `${method} ${route!.url} replies items but declares no item schema`).toBeDefined();
  const schema = strict(route!.item!);
  items.forEach((item, i) => {
    const parsed = schema.safeParse(item);
    expect(parsed.success, `${method} ${route!.url} item ${i}: ${parsed.success ? '' : z.prettifyError(parsed.error)}`).toBe(true);
  });
}
