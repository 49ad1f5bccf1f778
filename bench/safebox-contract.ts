/**
 * Cost of generating one SafeBox contract PDF (pdfkit, A4, terms and signature block), the work done inside the
 * transaction of POST /users/{login}/safebox and again for the stamped copy at signature. Prints median and p95,
 * the PDF size and the machine.
 *   node --import tsx bench/safebox-contract.ts [runs]
 */
import os from 'node:os';
import { buildContractPdf, type ContractInput } from '../apps/server/src/modules/safebox/contract-pdf.ts';

const runs = Number(process.argv[2] ?? 100);
const input = (i: number): ContractInput => ({
  identifier: `12345-12345-12345-${String(i).padStart(6, '0')}`,
  language: (['fr', 'en', 'de', 'it'] as const)[i % 4],
  requestedAt: new Date('2026-11-26T10:00:00Z'),
  maxReturnDate: '2026-12-26',
  company: {
    name: 'Société Chimie Durand SAS',
    siret: '73282932000074',
    duns: '123456789',
    address1: '12 rue des Lilas',
    address2: null,
    zipcode: '69003',
    city: 'Lyon',
  },
  requester: { name: 'Ann Durand', email: 'ann@durand.example' },
  ...(i % 2 ? { electronicSignature: { signer: 'Ann Durand <ann@durand.example>', at: new Date(), ip: '203.0.113.7', sha256: 'a'.repeat(64) } } : {}),
});
await buildContractPdf(input(0));
const times: number[] = [];
let bytes = 0;
for (let i = 0; i < runs; i++) {
  const start = process.hrtime.bigint();
  bytes = (await buildContractPdf(input(i))).length;
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
times.sort((a, b) => a - b);
const pick = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
console.log(
  `machine: ${os.cpus()[0]?.model ?? 'unknown'} x${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os.loadavg()[0].toFixed(2)}, node ${process.version}`,
);
console.log(
  `SafeBox contract PDF, ${runs} runs (fr/en/de/it, half with the signature stamp): median ${pick(0.5).toFixed(1)} ms, p95 ${pick(0.95).toFixed(1)} ms, ${Math.round(bytes / 1024)} KiB`,
);
