import { scoreRealSheets } from '/work/wt/sds-reader/bench/sds-accuracy/real-sheets.ts';
import { figures } from '/work/wt/sds-reader/packages/sds/src/accuracy/compare-labels.ts';
import { closeReader } from '/work/wt/sds-reader/packages/sds/src/index.ts';
const { scores } = await scoreRealSheets('/work/wt/sds-reader/packages/sds/test/fixtures/real', '/work/shared/data/sds-corpus/en');
for (const f of figures(scores)) console.log(f.field.padEnd(14), 'P', f.precision?.toFixed(3), 'R', f.recall?.toFixed(3), 'F1', f.f1?.toFixed(3), 'exact', f.exact.toFixed(3), f.files);
const show = process.argv[2]; if (show) for (const m of scores[show].misses) console.log('  ', m);
await closeReader();
