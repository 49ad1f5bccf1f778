import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors.ts';
import { SHELL_ERRORS } from './shell-errors.ts';

describe('the shell errors', () => {
  it('are the catalogue entries of the same name (code, and texts when given)', () => {
    for (const [name, entry] of Object.entries(SHELL_ERRORS)) {
      const full = ERRORS[name as keyof typeof ERRORS];
      expect(full, name).toBeDefined();
      expect(entry.code, name).toBe(full.code);
      if ('messages' in entry) expect(entry.messages, name).toEqual(full.messages);
    }
  });
});
