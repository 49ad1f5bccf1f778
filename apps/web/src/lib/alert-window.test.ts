import { describe, expect, it } from 'vitest';
import { alertMessage, alertSignature, isAlertActive } from './alert-window.ts';

const alert = { message: { fr: 'Maintenance', en: 'Maintenance work' }, start: [2025, 1, 10, 17, 0], end: [2025, 1, 13, 8, 0], locked: false };

describe('alert window', () => {
  it('is active inside the window with months counted from 1, in UTC', () => {
    expect(isAlertActive(alert, new Date('2025-01-10T17:00:00Z'))).toBe(true);
    expect(isAlertActive(alert, new Date('2025-01-12T00:00:00Z'))).toBe(true);
    expect(isAlertActive(alert, new Date('2025-01-13T08:00:59Z'))).toBe(true);
  });

  it('is inactive before and after, at minute precision', () => {
    expect(isAlertActive(alert, new Date('2025-01-10T16:59:59Z'))).toBe(false);
    expect(isAlertActive(alert, new Date('2025-01-13T08:01:00Z'))).toBe(false);
    expect(isAlertActive(alert, new Date('2025-02-11T12:00:00Z'))).toBe(false);
  });

  it('is inactive for an empty alert file or an empty message', () => {
    expect(isAlertActive({}, new Date())).toBe(false);
    expect(isAlertActive({ ...alert, message: { fr: ' ' } }, new Date('2025-01-11T00:00:00Z'))).toBe(false);
  });

  it('picks the message in the language, else French', () => {
    expect(alertMessage(alert, 'en')).toBe('Maintenance work');
    expect(alertMessage(alert, 'de')).toBe('Maintenance');
  });

  it('changes signature when the message changes', () => {
    expect(alertSignature(alert)).not.toBe(alertSignature({ ...alert, message: { fr: 'Autre' } }));
  });
});
