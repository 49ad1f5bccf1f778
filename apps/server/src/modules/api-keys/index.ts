/**
 * API keys for integrators (issue #27 part 2): created, listed and revoked by their user; the bearer itself is read by
 * the session plugin (plugins/session.ts) and enforced by apiRoute (`apiKey` of a route). Webhooks of supplier keys.
 */
export { apiKeysRoutes } from './api-keys.routes.ts';
export { sheetWebhooksJob, webhookSignature, SHEET_WEBHOOKS_JOB } from './webhooks.job.ts';
