import { describe, expect, it } from 'vitest';
import { ContactUsRequest } from './forms.ts';

/** The message key the schema binds to one field of a contact request (the other fields left empty). */
function keyOn(field: string, value: unknown): string | undefined {
  const result = ContactUsRequest.safeParse({ [field]: value });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('contact request choices (product-spec §3.6, §5)', () => {
  it('a choice left empty is "required", not "this value is not offered"', () => {
    expect(keyOn('you_are', '')).toBe('params_required');
    expect(keyOn('you_are', undefined)).toBe('params_required');
    expect(keyOn('concern', '')).toBe('params_required');
  });
  it('a value outside the list is still refused as not offered', () => {
    expect(keyOn('you_are', 'astronaut')).toBe('not_in_enum');
    expect(keyOn('concern', 'gossip')).toBe('not_in_enum');
  });
});
