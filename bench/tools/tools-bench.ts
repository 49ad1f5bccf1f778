/**
 * Regulatory tools benchmark (issue #28), the computations the calls run once their sheets are loaded:
 *   node --import tsx bench/tools/tools-bench.ts
 * - Quick-ICPE: one establishment of 500 products (mixed hazards, states, units; a few named substances) -> assessIcpe.
 * - Quick-ADR: one load of 50 lines (full, LQ, EQ, SP 375) -> assessAdrLoad.
 * - Labels: a PDF sheet of 24 labels (a4-8, three pages; pictograms and QR code as vectors) -> renderLabelSheet.
 * Env: BENCH_RUNS (default 200; 30 for the PDF). Prints median and p95 (ms), the targets, the load average and the machine.
 */
import os from 'node:os';
import { assessIcpe, type IcpeProduct } from '../../apps/server/src/modules/tools/icpe/icpe-assessment.ts';
import { assessAdrLoad, type AdrLineInput } from '../../apps/server/src/modules/tools/adr/adr-load.ts';
import { labelElements } from '../../apps/server/src/modules/tools/labels/label-elements.ts';
import { renderLabelSheet } from '../../apps/server/src/modules/tools/labels/label-sheet-pdf.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], p95: s[Math.min(s.length - 1, Math.floor(0.95 * s.length))] };
}

async function measure(name: string, runs: number, target: number, fn: () => unknown) {
  for (let i = 0; i < Math.min(10, runs); i++) await fn(); // warm-up (JIT, pdfkit and fonts loaded)
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await fn();
    samples.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  const { median, p95 } = stats(samples);
  // CPU time of this process too: on a shared, overloaded machine the wall clock mostly measures the queue.
  const c = stats(cpu);
  console.log(
    `${name.padEnd(32)} median ${median.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  (CPU median ${c.median.toFixed(2)}, p95 ${c.p95.toFixed(2)} ms)  target <= ${target} ms  ${p95 <= target ? 'OK' : 'OVER'}`,
  );
}

const HAZARDS: Pick<IcpeProduct, 'hazard_classes' | 'h_statements' | 'euh_statements' | 'cas'>[] = [
  { hazard_classes: [{ class: 'Flam. Liq.', category: '2' }], h_statements: ['H225', 'H319'] },
  { hazard_classes: [{ class: 'Acute Tox.', category: '3' }], h_statements: ['H301', 'H311', 'H331'] },
  { h_statements: ['H410', 'H302'] },
  { h_statements: ['H411'] },
  { hazard_classes: [{ class: 'Aerosol', category: '1' }], h_statements: ['H222', 'H229'] },
  { h_statements: ['H272', 'H314'] },
  { h_statements: ['H225', 'H301+H311+H331', 'H370'], cas: '67-56-1' },
  { h_statements: ['H314', 'H290'] },
  { hazard_classes: [{ class: 'STOT SE', category: '1' }], h_statements: ['H370'] },
  { euh_statements: ['EUH014'], h_statements: ['H260'] },
];
const STATES = ['liquid', 'solid', 'gas'] as const;
const UNITS = ['t', 'kg', 'L', 'm3'] as const;
const products: IcpeProduct[] = Array.from({ length: 500 }, (_, i) => ({
  document_code: `${String(1000000 + i)}-00001-00001-${String(i).padStart(6, '0')}`,
  ...HAZARDS[i % HAZARDS.length],
  state: STATES[i % 3],
  quantity: 1 + (i % 37) * 13,
  unit: UNITS[i % 4],
  density: i % 5 === 0 ? null : 0.8 + (i % 7) / 10,
}));

const ADR: AdrLineInput[] = [
  { un: '1203', packing_group: 'II', quantity: 20, unit: 'L' },
  { un: '1202', packing_group: 'III', quantity: 60, unit: 'L' },
  { un: '1830', packing_group: 'II', quantity: 5, unit: 'L', regime: 'LQ', inner_quantity: 1, package_gross_kg: 12, packages: 10 },
  { un: '1090', packing_group: 'II', quantity: 1, unit: 'L', regime: 'EQ', packages: 20 },
  { un: '3082', packing_group: 'III', quantity: 25, unit: 'L', inner_quantity: 5 },
  { un: '1950', quantity: 30, unit: 'kg' },
  { un: '1993', packing_group: 'III', quantity: 40, unit: 'L' },
];
const lines: AdrLineInput[] = Array.from({ length: 50 }, (_, i) => ADR[i % ADR.length]);

const elements = labelElements({
  h_statements: ['H225', 'H302', 'H314', 'H411'],
  euh_statements: ['EUH066'],
  p_statements: ['P210', 'P280', 'P301+P330+P331', 'P303+P361+P353', 'P305+P351+P338', 'P501'],
  capacity_l: 1,
});

async function main() {
  console.log(
    `machine: ${os.cpus()[0]?.model ?? '?'} x${os.cpus().length}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, node ${process.version}`,
  );
  await measure('Quick-ICPE, 500 products', RUNS, 200, () => assessIcpe(products));
  await measure('Quick-ADR, load of 50 lines', RUNS, 50, () => assessAdrLoad(lines, { vehicle_max_mass_t: 19 }));
  await measure('Labels, PDF sheet of 24 labels', Math.min(RUNS, 30), 1000, () =>
    renderLabelSheet(
      {
        productName: 'Acid Cleaner 5000',
        contains: { names: ['sulphuric acid', 'phosphoric acid'], proposed: true },
        elements,
        supplier: { name: 'Chemco', address: '1 rue de la Paix, 75002 Paris', phone: '+33 1 00 00 00 00' },
        ufi: 'N1QV-R0MM-F00K-4CC9',
        emergencyPhone: '+33 1 45 42 59 59',
        capacityL: 1,
        permanentUrl: 'https://openfds.example/fds/1234567-00001-00001-000001/',
      },
      { preset: 'a4-8', copies: 24, language: 'fr' },
    ),
  );
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

await main();
