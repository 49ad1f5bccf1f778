import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';

describe('GET /site_config', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({
      salesContactUrl: 'https://sales.example.org/',
      marketingUrl: 'https://www.example.org/',
      supportPhone: '+33 9 99 99 99 99',
      supportEmail: 'help@example.org',
      analytics: { url: 'https://stats.example.org/', siteId: '7', betaSiteId: '8', betaHosts: ['beta.example.org'] },
    });
  });
  afterAll(async () => t?.close());

  it('answers the public settings from the configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site_config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().collection.items).toEqual([
      {
        sales_contact_url: 'https://sales.example.org/',
        marketing_url: 'https://www.example.org/',
        support_phone: '+33 9 99 99 99 99',
        support_email: 'help@example.org',
        // No Stripe key: the test payment provider runs, and the shell says so (issue #22).
        payments_test_mode: true,
        analytics: { url: 'https://stats.example.org/', site_id: '7', beta_site_id: '8', beta_hosts: ['beta.example.org'] },
      },
    ]);
  });

  it('never carries secrets such as the payment keys', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site_config' });
    expect(res.body).not.toMatch(/stripe|secret|database/i);
  });
});
