import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { generateSuppliers } from '../catalogue/generator/synthetic-catalogue.ts';
import { DEMO_SEED, DEMO_SHEETS, DEMO_SUPPLIERS } from './catalogue-seeder.ts';

describe("the README's customer-code example", () => {
  it('names restricted demo suppliers, with their names and levels as the demo catalogue has them (issue #23)', () => {
    const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const examples = [...readme.matchAll(/`(SUP\d{4})-CLIENT-1` \(([^,]+), (private|mixed)\)/g)];
    expect(examples.length).toBeGreaterThan(0);
    const demo = new Map(generateSuppliers(DEMO_SUPPLIERS, DEMO_SHEETS, DEMO_SEED).map((s) => [s.code, s]));
    for (const [, code, name, level] of examples) {
      expect(demo.get(code)?.name).toBe(name);
      expect(demo.get(code)?.accessLevel).toBe(level);
      expect(demo.get(code)?.customerCodes).toContain(`${code}-CLIENT-1`);
    }
  });
});
