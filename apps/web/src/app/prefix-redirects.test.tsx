// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { loadTexts } from '../test/providers.tsx';
import { UnknownPath } from './prefix-redirects.tsx';

/** Where the router ended, shown on the page. */
function Landed() {
  const { pathname } = useLocation();
  return <p data-testid="landed">{pathname}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/fr/" element={<Landed />} />
        <Route path="/fr/connect/" element={<Landed />} />
        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('unknown paths (product-spec §2.1)', () => {
  beforeAll(() => loadTexts('fr', ['common']));
  afterEach(cleanup);

  it('go to the home page of the language', async () => {
    renderAt('/fr/no/such/page/');
    expect((await screen.findByTestId('landed')).textContent).toBe('/fr/');
  });

  it('keep /connect, so that the login popup still opens on a path containing it', async () => {
    renderAt('/fr/products/connect/');
    expect((await screen.findByTestId('landed')).textContent).toBe('/fr/connect/');
    cleanup();
    renderAt('/fr/a/b/connect');
    expect((await screen.findByTestId('landed')).textContent).toBe('/fr/connect/');
  });

  it('do not take a word that only starts with connect for /connect', async () => {
    renderAt('/fr/connected/');
    expect((await screen.findByTestId('landed')).textContent).toBe('/fr/');
  });
});
