import { describe, expect, it } from 'vitest';
import { MovableClock } from './clock.ts';

describe('MovableClock', () => {
  it('runs with real time from where a test moved it', () => {
    const clock = new MovableClock();
    const start = Date.now();
    expect(Math.abs(clock.now().getTime() - start)).toBeLessThan(1_000);
    clock.advance(3_600_000);
    expect(clock.now().getTime() - start).toBeGreaterThanOrEqual(3_600_000);
    expect(clock.now().getTime() - start).toBeLessThan(3_601_000);
    clock.set(new Date('2030-01-01T00:00:00Z'));
    expect(Math.abs(clock.now().getTime() - Date.parse('2030-01-01T00:00:00Z'))).toBeLessThan(1_000);
  });
});
