// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomerCodeGate } from './customer-code-gate.tsx';
import { StaffViewerProvider } from '../../../lib/staff-viewer.tsx';
import { loadTexts, providers, testQueryClient } from '../../../test/providers.tsx';

/** Issue #26: staff open every sheet, so a supplier's customer-code stage shows them a note and the way on. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'search']));
afterEach(cleanup);

function show(staff: boolean) {
  const onSkip = vi.fn();
  const onVerify = vi.fn(async () => undefined);
  const Wrapper = providers(testQueryClient());
  render(
    <Wrapper>
      <StaffViewerProvider staff={staff}>
        <CustomerCodeGate supplierName="Acme" supplierCode="ACME" onVerify={onVerify} onSkip={onSkip} />
      </StaffViewerProvider>
    </Wrapper>,
  );
  return { onSkip, onVerify };
}

describe('customer-code stage', () => {
  it('asks a customer for the code', () => {
    show(false);
    expect(screen.getByRole('textbox')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue without customer code' })).toBeTruthy();
    expect(screen.queryByTestId('staff-code-note')).toBeNull();
  });

  it('shows staff a note instead of the prompt, and the way on', async () => {
    const { onSkip, onVerify } = show(true);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('staff-code-note').textContent).toContain(
      'Staff view: you read every sheet of Acme, those restricted to customers included, without a customer code.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
    expect(onVerify).not.toHaveBeenCalled();
  });
});
