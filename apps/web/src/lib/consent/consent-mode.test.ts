import { describe, expect, it } from 'vitest';
import { CONSENT_DAYS, CONSENT_DEFAULTS, consentDefaultsScript, consentSignals } from './consent-mode';

describe('Google Consent Mode v2', () => {
  it('denies everything but security storage by default', () => {
    expect(CONSENT_DEFAULTS).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('maps audience measurement to analytics storage and marketing to the three ad signals', () => {
    expect(consentSignals(['necessary', 'analytics'])).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentSignals(['necessary', 'marketing'])).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect(Object.values(consentSignals(['necessary']))).toEqual(['denied', 'denied', 'denied', 'denied']);
  });

  it('pushes the defaults as a gtag command (an arguments object) from the inline script', () => {
    const dataLayer: unknown[] = [];
    new Function('window', 'dataLayer', consentDefaultsScript())({ dataLayer }, dataLayer);
    expect(dataLayer).toHaveLength(1);
    expect(Object.prototype.toString.call(dataLayer[0])).toBe('[object Arguments]');
    expect(Array.from(dataLayer[0] as ArrayLike<unknown>)).toEqual(['consent', 'default', CONSENT_DEFAULTS]);
  });

  it('keeps the choice about 6 months', () => {
    expect(CONSENT_DAYS).toBeGreaterThanOrEqual(180);
    expect(CONSENT_DAYS).toBeLessThanOrEqual(184);
  });
});
