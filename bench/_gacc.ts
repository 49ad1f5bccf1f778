import { scoreGeneratedSheets } from './sds-accuracy/generated-sheets.ts';
import { closeReader } from '../packages/sds/src/index.ts';
const { all } = await scoreGeneratedSheets(Number(process.argv[2] ?? 20));
for (const [f, s] of Object.entries(all)) if (s.misses.length && f !== 'componentName') { console.log(f); for (const m of s.misses.slice(0, 6)) console.log('   ', m); }
await closeReader();
