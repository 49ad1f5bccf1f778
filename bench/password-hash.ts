/**
 * Cost of one password check (scrypt N=2^15, r=8, p=1), which bounds login throughput per core and is the work an
 * attacker pays per guess. Prints median and p95 and the machine.
 *   node --import tsx bench/password-hash.ts [runs]
 */
import os from 'node:os';
import { hashPassword, verifyPassword } from '../apps/server/src/security/password-hash.ts';

const runs = Number(process.argv[2] ?? 40);
const stored = await hashPassword('Bench-Pass-2025');
await verifyPassword('warm-up', stored);
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const start = process.hrtime.bigint();
  await verifyPassword(i % 2 ? 'Bench-Pass-2025' : 'Wrong-Pass-2025', stored);
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
times.sort((a, b) => a - b);
const pick = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
console.log(
  `machine: ${os.cpus()[0]?.model ?? 'unknown'} x${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os.loadavg()[0].toFixed(2)}, node ${process.version}`,
);
console.log(`password check (scrypt 2^15), ${runs} runs: median ${pick(0.5).toFixed(1)} ms, p95 ${pick(0.95).toFixed(1)} ms`);
