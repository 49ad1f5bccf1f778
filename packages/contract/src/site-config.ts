import { z } from 'zod';

/** Reply item of GET /api/v1/site_config: public settings of the web shell (no secrets). */
export const SiteConfig = z.object({
  sales_contact_url: z.string(),
  marketing_url: z.string(),
  support_phone: z.string(),
  support_email: z.string(),
  /** True while the built-in test payment provider runs (PAYMENTS=test or no Stripe keys): the shell says so. */
  payments_test_mode: z.boolean().optional(),
  analytics: z.object({
    url: z.string().nullable(),
    site_id: z.string().nullable(),
    beta_site_id: z.string().nullable(),
    beta_hosts: z.array(z.string()),
  }),
});
export type SiteConfig = z.infer<typeof SiteConfig>;
