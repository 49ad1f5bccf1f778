import { describe, expect, it } from 'vitest';
import { errorPresentation } from './error-presentation.ts';

describe('technical error popup texts', () => {
  it('says "try later" without a response or on 500/502 without a specific code', () => {
    expect(errorPresentation({ status: 0, code: null })).toBe('tryLater');
    expect(errorPresentation({ status: 500, code: 9999 })).toBe('tryLater');
    expect(errorPresentation({ status: 502, code: null })).toBe('tryLater');
  });

  it('shows the technical text for 9999 and the own message for other codes', () => {
    expect(errorPresentation({ status: 400, code: 9999 })).toBe('technical');
    expect(errorPresentation({ status: 429, code: 302 })).toBe('ownMessage');
    expect(errorPresentation({ status: 500, code: 612 })).toBe('ownMessage');
  });

  it('lists the messages (or h{status}) when there is no code', () => {
    expect(errorPresentation({ status: 400, code: null })).toBe('messages');
    expect(errorPresentation({ status: 404, code: null })).toBe('messages');
  });

  it('says "Undetermined error" / "Unknown error" for an answer that is no HTTP error and has no code', () => {
    expect(errorPresentation({ status: 200, code: null })).toBe('unknown');
    expect(errorPresentation({ status: Number.NaN, code: null })).toBe('unknown');
    expect(errorPresentation({ status: 302, code: 302 })).toBe('ownMessage');
  });
});
