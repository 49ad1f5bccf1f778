import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { staticWeb } from './static-web.ts';

describe('built web app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'openfds-dist-'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('serves the index.html of the latest build without a restart', async () => {
    const index = path.join(dist, 'index.html');
    fs.writeFileSync(index, '<script src="/assets/app-1.js"></script>');
    const app = Fastify();
    await staticWeb(app, { distDir: dist });
    expect((await app.inject({ url: '/fr/fds/1' })).body).toContain('app-1.js');
    // A new build replaces the file (its time moved on so the change is seen even on a coarse clock).
    fs.writeFileSync(index, '<script src="/assets/app-2.js"></script>');
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(index, later, later);
    expect((await app.inject({ url: '/' })).body).toContain('app-2.js');
    expect((await app.inject({ url: '/fr/fds/1' })).body).toContain('app-2.js');
    await app.close();
  });
});
