import { describe, expect, it } from 'vitest';
import { SHOP_TOOLS } from './shop.ts';
import { QuickAdrLoadRequest, QuickIcpeAssessmentRequest, TOOL_CODES, TOOL_FREE_PER_MONTH, toolCodeOf } from './tools.ts';

describe('tools contract', () => {
  it('sells each tool in the shop under its code: a free level for SafeBox members and a paid lot', () => {
    for (const tool of TOOL_CODES) {
      const shopTool = SHOP_TOOLS.find((t) => t.tool_reference === tool);
      expect(shopTool?.status, tool).toBe('available');
      const offers = shopTool!.offers;
      expect(
        offers.filter((o) => o.price_cents === 0),
        tool,
      ).toHaveLength(1);
      expect(offers.filter((o) => o.price_cents > 0).length, tool).toBeGreaterThan(0);
      expect(offers.every((o) => toolCodeOf({ ...o, tool: shopTool! }) === tool)).toBe(true);
      expect(TOOL_FREE_PER_MONTH[tool]).toBeGreaterThan(0);
    }
    expect(toolCodeOf({ tool: { tool_reference: 'FDS_DATA_EXTRACT' } })).toBeNull();
  });

  it('takes the payloads with the names of issue #28 and refuses bad values with a message key', () => {
    expect(QuickIcpeAssessmentRequest.safeParse({ products: [{ h_statements: ['H225'], state: 'liquid', quantity: 150, unit: 't' }] }).success).toBe(true);
    const bad = QuickIcpeAssessmentRequest.safeParse({ products: [{ state: 'plasma', quantity: 0, unit: 'lb' }] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['products.0.state', 'not_in_enum'],
      ['products.0.quantity', 'bad_number'],
      ['products.0.unit', 'not_in_enum'],
    ]);
    expect(QuickAdrLoadRequest.safeParse({ lines: [{ un: '1203', packing_group: 'II', quantity: 300, unit: 'L' }], vehicle_max_mass_t: 19 }).success).toBe(
      true,
    );
    expect(QuickAdrLoadRequest.safeParse({ lines: [] }).success).toBe(false);
  });
});
