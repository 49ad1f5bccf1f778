import { describe, expect, it } from 'vitest';
import { AlertUpdate, alertIsActive } from './alert.ts';

const alert = {
  message: { fr: 'Maintenance', en: 'Maintenance', de: 'Wartung', it: 'Manutenzione' },
  start: [2025, 1, 10, 17, 0],
  end: [2025, 1, 13, 8, 0],
  locked: false,
};

describe('alert file', () => {
  it('accepts a window with 1-based months', () => {
    expect(AlertUpdate.safeParse(alert).success).toBe(true);
    expect(AlertUpdate.safeParse({ ...alert, start: [2025, 12, 31, 23, 59], end: [2026, 1, 1, 0, 0] }).success).toBe(true);
  });
  it.each([
    ['month 0', [2025, 0, 10, 17, 0]],
    ['month 13', [2025, 13, 10, 17, 0]],
    ['31 February', [2025, 2, 31, 17, 0]],
    ['hour 24', [2025, 1, 10, 24, 0]],
    ['four parts', [2025, 1, 10, 17]],
    ['a fraction', [2025, 1, 10.5, 17, 0]],
  ])('refuses a start with %s', (_, start) => {
    expect(AlertUpdate.safeParse({ ...alert, start }).success).toBe(false);
  });
  it('refuses an end before the start', () => {
    const result = AlertUpdate.safeParse({ ...alert, end: [2025, 1, 10, 16, 59] });
    expect(result.error?.issues[0].path).toEqual(['end']);
  });
  it('needs a message in every interface language and the locked flag', () => {
    const { it: _, ...three } = alert.message;
    expect(AlertUpdate.safeParse({ ...alert, message: three }).success).toBe(false);
    expect(AlertUpdate.safeParse({ ...alert, locked: undefined }).success).toBe(false);
  });
  it('is active only inside its window, to the minute, in UTC', () => {
    expect(alertIsActive(alert, Date.UTC(2025, 0, 10, 16, 59, 59))).toBe(false);
    expect(alertIsActive(alert, Date.UTC(2025, 0, 10, 17, 0, 0))).toBe(true);
    expect(alertIsActive(alert, Date.UTC(2025, 0, 13, 8, 0, 59))).toBe(true);
    expect(alertIsActive(alert, Date.UTC(2025, 0, 13, 8, 1, 0))).toBe(false);
    expect(alertIsActive({ start: [], end: [] }, Date.UTC(2025, 0, 11))).toBe(false);
  });
});
