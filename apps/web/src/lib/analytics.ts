import { ANALYTICS_EVENTS, type AnalyticsEvent, type SiteConfig } from '@openfds/contract';
import { readConsent } from './consent.ts';

/**
 * Analytics of product-spec §5: only the seven event names of ANALYTICS_EVENTS, only with the statistics cookie
 * consent, sent to a Matomo-compatible tracker (HTTP tracking API, event category/action/name) when the site
 * configuration names one; nothing is sent otherwise. Any feature calls `track('Search', {...})`.
 */
export type TrackData = { action?: string; name?: string; value?: number };

let settings: SiteConfig['analytics'] | null = null;

/** Called by the shell once GET /site_config has answered. */
export function configureAnalytics(analytics: SiteConfig['analytics'] | null): void {
  settings = analytics;
}

export function isAnalyticsEvent(value: string): value is AnalyticsEvent {
  return (ANALYTICS_EVENTS as readonly string[]).includes(value);
}

/** The site id for a host: beta hosts report to their own site. Null when analytics is not configured. */
export function siteIdFor(analytics: SiteConfig['analytics'] | null, host: string): string | null {
  if (!analytics?.url) return null;
  const beta = analytics.beta_hosts.some((h) => h.toLowerCase() === host.toLowerCase());
  return (beta ? analytics.beta_site_id : analytics.site_id) || null;
}

/** The tracking request URL (Matomo HTTP API) or null when nothing may be sent. */
export function trackingUrl(
  event: string,
  data: TrackData,
  context: { analytics: SiteConfig['analytics'] | null; statisticsConsent: boolean; pageUrl: string; random: number },
): string | null {
  if (!isAnalyticsEvent(event) || !context.statisticsConsent) return null;
  const page = new URL(context.pageUrl);
  const siteId = siteIdFor(context.analytics, page.hostname);
  if (!siteId || !context.analytics?.url) return null;
  const base = context.analytics.url.endsWith('/') ? context.analytics.url : `${context.analytics.url}/`;
  const params = new URLSearchParams({
    idsite: siteId,
    rec: '1',
    apiv: '1',
    url: context.pageUrl,
    e_c: event,
    e_a: data.action ?? event,
    rand: String(context.random),
  });
  if (data.name) params.set('e_n', data.name);
  if (data.value !== undefined) params.set('e_v', String(data.value));
  return `${base}matomo.php?${params.toString()}`;
}

export function track(event: AnalyticsEvent, data: TrackData = {}): void {
  if (typeof window === 'undefined') return;
  const url = trackingUrl(event, data, {
    analytics: settings,
    statisticsConsent: readConsent()?.statistics === true,
    pageUrl: window.location.href,
    random: Math.floor(Math.random() * 1e9),
  });
  if (!url) return;
  // sendBeacon survives page changes (downloads, external links); a failure is of no concern to the user.
  if (!navigator.sendBeacon?.(url)) void fetch(url, { method: 'GET', mode: 'no-cors', keepalive: true }).catch(() => undefined);
}
