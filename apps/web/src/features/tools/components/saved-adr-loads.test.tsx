// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedAdrLoadItem } from '@openfds/contract';
import { SavedAdrLoads } from './saved-adr-loads.tsx';
import { envelope, loadTexts, providers, stubFetch, testQueryClient } from '../../../test/providers.tsx';

/** Issue #28: the list of the user's saved Quick-ADR loads: empty state, reopen, delete, a load whose sheet closed. */

beforeAll(() => loadTexts('en', ['common', 'shell', 'tools']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const van: SavedAdrLoadItem = {
  id: 4,
  name: 'Tuesday van',
  created_at: '2026-11-24T09:00:00Z',
  input: { lines: [{ un: '1203', packing_group: 'II', quantity: 300, unit: 'L' }] },
  sheets: [],
  exempt: true,
  points: 900,
};
const closed: SavedAdrLoadItem = { id: 5, name: 'Old van', created_at: '2026-11-20T09:00:00Z', input: van.input, sheets: [], error: { code: 605 } };

function server(loads: SavedAdrLoadItem[]) {
  return stubFetch((call) => {
    if (call.method === 'DELETE') {
      const id = Number(call.path.split('/').pop());
      loads.splice(
        loads.findIndex((l) => l.id === id),
        1,
      );
      return envelope([]);
    }
    return envelope(loads);
  });
}

describe('SavedAdrLoads', () => {
  it('says when no load was saved yet', async () => {
    server([]);
    render(<SavedAdrLoads login="me@example.com" onOpen={() => undefined} />, { wrapper: providers(testQueryClient()) });
    expect(await screen.findByText('No saved load yet: compute a load, then save it.')).toBeTruthy();
  });

  it('lists each load with its verdict, reopens one, deletes one (the list asked again), and keeps one whose sheet closed', async () => {
    const calls = server([van, closed]);
    const onOpen = vi.fn();
    render(<SavedAdrLoads login="me@example.com" onOpen={onOpen} />, { wrapper: providers(testQueryClient()) });
    expect((await screen.findByText('exempt, 900 points')).closest('li')?.dataset.load).toBe('Tuesday van');
    expect(screen.getByText('one of its sheets can no longer be opened').closest('li')?.dataset.load).toBe('Old van');
    await userEvent.click(screen.getByRole('button', { name: 'Open Tuesday van in the calculator' }));
    expect(onOpen).toHaveBeenCalledWith(van);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Old van' }));
    await waitFor(() => expect(screen.queryByText('Old van')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/users/me%40example.com/mySDS/quick_adr/5']);
  });
});
