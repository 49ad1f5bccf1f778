// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { VALIDATION_MESSAGES } from '@openfds/contract';
import { PasswordField, TextField } from './text-field.tsx';

afterEach(cleanup);

// The register form's hint (account.json field.passwordRules) is the catalogue's error text with a full stop.
const RULES = `${VALIDATION_MESSAGES.password_rules.en}.`;

it('does not repeat the hint under a field whose error says the same (the password rules)', () => {
  render(<PasswordField label="Password" hint={RULES} error={VALIDATION_MESSAGES.password_rules.en} />);
  expect(screen.getAllByText(/8 to 200 characters/)).toHaveLength(1);
  expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).not.toMatch(/-hint/);
});

it('keeps a hint that adds to the error', () => {
  render(<TextField label="Customer code" hint="No code? Ask your supplier." error="Invalid customer code" />);
  expect(screen.getByText('No code? Ask your supplier.')).toBeTruthy();
  expect(screen.getByText('Invalid customer code')).toBeTruthy();
});
