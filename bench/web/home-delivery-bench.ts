/**
 * Home page delivery benchmark (issue #16): first contentful paint and JavaScript bytes of the home page on a
 * slow phone profile.
 *   npm run build && node --import tsx bench/web/home-delivery-bench.ts
 * Env: BENCH_URL (a running server, e.g. http://localhost:3000; without it the benchmark starts the real server
 * on the built web app with its own embedded PostgreSQL in BENCH_VAR_DIR, default /tmp/home-delivery-bench-var,
 * kept between runs), BENCH_RUNS (default 15), BENCH_PATH (default /fr/).
 * Profile (Chrome DevTools Protocol): 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, CPU slowed 4 times,
 * 360 x 740 viewport; every run is a fresh browser context (empty cache), Debian's Chromium (/usr/bin/chromium).
 * Per run: first contentful paint (Chromium's paint timing, `performance.getEntriesByName('first-contentful-paint')`),
 * JavaScript and total bytes transferred (CDP `Network.loadingFinished` encodedDataLength: compressed size plus
 * headers) up to the load event. Prints median and p95 and the machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PAGE_PATH = process.env.BENCH_PATH ?? '/fr/';
const root = path.resolve(import.meta.dirname, '../..');

const PROFILE = { downloadKbit: 1600, uploadKbit: 750, rttMs: 150, cpuSlowdown: 4 };

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('web app not built: run npm run build first');
  const varDir = process.env.BENCH_VAR_DIR ?? '/tmp/home-delivery-bench-var';
  fs.mkdirSync(varDir, { recursive: true });
  fs.chmodSync(varDir, 0o777);
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const logFile = path.join(varDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      VAR_DIR: varDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      RUN_JOBS: 'false',
    },
    stdio: ['ignore', out, out],
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGINT');
      }),
  };
}

interface Run {
  fcp: number;
  jsBytes: number;
  totalBytes: number;
  jsFiles: number;
}

async function main() {
  const cpu = os.cpus()[0]?.model ?? 'cpu';
  console.log(
    `machine: ${cpu}, nproc ${os.availableParallelism()}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, ${os.platform()} ${os.release()}, Node ${process.version}`,
  );
  console.log(
    `profile: ${PROFILE.downloadKbit / 1000} Mbit/s down, ${PROFILE.rttMs} ms RTT, CPU x${PROFILE.cpuSlowdown}, 360x740; ${RUNS} cold runs of ${PAGE_PATH}`,
  );
  const server = process.env.BENCH_URL ? { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} } : await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const runs: Run[] = [];
  try {
    // One warm-up visit (server's own caches, first file reads), not counted.
    for (let i = 0; i <= RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: PROFILE.rttMs,
        downloadThroughput: (PROFILE.downloadKbit * 1000) / 8,
        uploadThroughput: (PROFILE.uploadKbit * 1000) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
      const types = new Map<string, string>();
      const urls = new Map<string, string>();
      let jsBytes = 0;
      let totalBytes = 0;
      const jsFiles = new Set<string>();
      cdp.on('Network.responseReceived', (e) => {
        types.set(e.requestId, e.type);
        urls.set(e.requestId, e.response.url);
      });
      cdp.on('Network.loadingFinished', (e) => {
        totalBytes += e.encodedDataLength;
        if (types.get(e.requestId) === 'Script') {
          jsBytes += e.encodedDataLength;
          jsFiles.add(urls.get(e.requestId) ?? e.requestId);
        }
      });
      await page.goto(`${server.url}${PAGE_PATH}`, { waitUntil: 'load', timeout: 120_000 });
      // A string, not a function: tsx compiles functions with a helper (__name) the page does not have.
      const fcp = (await page.evaluate(`new Promise((resolve) => {
        const now = performance.getEntriesByName('first-contentful-paint')[0];
        if (now) return resolve(now.startTime);
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      })`)) as number;
      // Late chunks (a lazily loaded page module) still count in the home page's JavaScript.
      await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
      if (i > 0) runs.push({ fcp, jsBytes, totalBytes, jsFiles: jsFiles.size });
      console.log(
        `${i === 0 ? 'warm-up' : `run ${i}`}: FCP ${fcp.toFixed(0)} ms, JS ${(jsBytes / 1024).toFixed(1)} KB in ${jsFiles.size} file(s), total ${(totalBytes / 1024).toFixed(1)} KB`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const summary = (label: string, values: number[], unit: (v: number) => string) => {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `${label}: median ${unit(quantile(sorted, 0.5))}, p95 ${unit(quantile(sorted, 0.95))}, min ${unit(sorted[0])}, max ${unit(sorted[sorted.length - 1])}`,
    );
  };
  summary(
    'first contentful paint',
    runs.map((r) => r.fcp),
    (v) => `${(v / 1000).toFixed(2)} s`,
  );
  summary(
    'JavaScript transferred',
    runs.map((r) => r.jsBytes),
    (v) => `${(v / 1024).toFixed(1)} KB`,
  );
  summary(
    'total transferred',
    runs.map((r) => r.totalBytes),
    (v) => `${(v / 1024).toFixed(1)} KB`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
