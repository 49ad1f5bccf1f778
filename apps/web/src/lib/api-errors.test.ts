import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@openfds/contract';
import { ApiError } from './api.ts';
import { errorText } from './api-errors.ts';
import i18n from '../i18n/i18n.ts';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['shell']);
});

describe('errorText', () => {
  it("gives a catalogue error's message as the server sent it (translated there)", () => {
    expect(errorText(new ApiError(400, ERRORS.cartOfferInvalid.code, ERRORS.cartOfferInvalid.messages.en))).toBe(ERRORS.cartOfferInvalid.messages.en);
  });

  it('never shows the raw "network" of a call that got no answer: "try later" in the interface language', () => {
    const text = errorText(new ApiError(0, null, 'network'));
    expect(text).toBe('Your request could not be completed, please try later.');
    expect(text).not.toContain('network');
  });

  it("prefers the screen's own fallback to any codeless error", () => {
    expect(errorText(new ApiError(404, null, 'h404'), 'The upload failed')).toBe('The upload failed');
    expect(errorText(new TypeError('x is undefined'), 'The upload failed')).toBe('The upload failed');
  });

  it("a codeless answer or a page failure without fallback is the catalogue's unknown error", () => {
    expect(errorText(new ApiError(404, null, 'h404'))).toBe(ERRORS.unknownError.messages.en);
    expect(errorText(new TypeError('x is undefined'))).toBe(ERRORS.unknownError.messages.en);
  });
});
