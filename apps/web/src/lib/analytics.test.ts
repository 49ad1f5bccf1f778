import { describe, expect, it } from 'vitest';
import { siteIdFor, trackingUrl } from './analytics.ts';

const analytics = { url: 'https://stats.example.org', site_id: '3', beta_site_id: '9', beta_hosts: ['beta.openfds.example'] };

describe('analytics', () => {
  it('builds a Matomo event request for one of the seven events with statistics consent', () => {
    const url = trackingUrl('Search', { name: 'acetone' }, { analytics, statisticsConsent: true, pageUrl: 'https://openfds.example/fr/search/', random: 42 });
    const parsed = new URL(url!);
    expect(parsed.origin + parsed.pathname).toBe('https://stats.example.org/matomo.php');
    expect(parsed.searchParams.get('idsite')).toBe('3');
    expect(parsed.searchParams.get('e_c')).toBe('Search');
    expect(parsed.searchParams.get('e_n')).toBe('acetone');
    expect(parsed.searchParams.get('rand')).toBe('42');
  });

  it('sends nothing without statistics consent, for another event name, or without configuration', () => {
    const context = { analytics, statisticsConsent: true, pageUrl: 'https://openfds.example/', random: 1 };
    expect(trackingUrl('Login', {}, { ...context, statisticsConsent: false })).toBeNull();
    expect(trackingUrl('PageView', {}, context)).toBeNull();
    expect(trackingUrl('Login', {}, { ...context, analytics: null })).toBeNull();
    expect(trackingUrl('Login', {}, { ...context, analytics: { ...analytics, url: null } })).toBeNull();
  });

  it('uses the beta site id on beta hosts', () => {
    expect(siteIdFor(analytics, 'beta.openfds.example')).toBe('9');
    expect(siteIdFor(analytics, 'openfds.example')).toBe('3');
    expect(trackingUrl('CTA-Contact', {}, { analytics, statisticsConsent: true, pageUrl: 'https://beta.openfds.example/', random: 1 })).toContain('idsite=9');
  });
});
