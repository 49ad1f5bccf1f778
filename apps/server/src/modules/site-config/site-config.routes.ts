import type { FastifyInstance } from 'fastify';
import { SiteConfig } from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection } from '../../plugins/envelope.ts';

/**
 * GET /site_config: the public settings the web shell needs at run time (contact-type chooser, footer,
 * analytics). The spec shows no call for this; our decision is one public read-only call so that the same
 * web build serves every deployment. Nothing secret is ever put here.
 */
export async function siteConfigRoutes(app: FastifyInstance) {
  apiRoute(
    app,
    { method: 'GET', url: '/site_config', summary: 'Public settings of the site shell', tags: ['site'], item: SiteConfig, access: 'public' },
    async ({ request }) => {
      const { config } = app.ctx;
      const item: SiteConfig = {
        sales_contact_url: config.salesContactUrl,
        marketing_url: config.marketingUrl,
        support_phone: config.supportPhone,
        support_email: config.supportEmail,
        // As the provider factory decides (payments/index.ts): the test provider runs without a Stripe key.
        payments_test_mode: !config.stripeSecretKey,
        analytics: {
          url: config.analytics.url,
          site_id: config.analytics.siteId,
          beta_site_id: config.analytics.betaSiteId,
          beta_hosts: config.analytics.betaHosts,
        },
      };
      return collection(request, [item]);
    },
  );
}
