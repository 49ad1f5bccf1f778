import { describe, expect, it } from 'vitest';
import { pictogramOps } from './pictogram-ops.ts';

describe('pictogramOps', () => {
  it('captures a pictogram as self-contained drawing operators (red frame, no resource of the throw-away page)', async () => {
    const ops = await pictogramOps('GHS05');
    expect(ops).toMatch(/\n1 0 0 scn\n/); // the red diamond
    expect(ops).toMatch(/\nf\n/); // filled paths
    expect(ops).not.toMatch(/\/Gs\d+|\/F\d+|\/Im\d+/);
    expect(ops.split('\n')[0]).not.toMatch(/ cm$/);
    // Balanced graphics states, so that replaying it leaves the label's own state untouched.
    expect(ops.match(/^q$/gm)?.length).toBe(ops.match(/^Q$/gm)?.length);
    expect(await pictogramOps('GHS05')).toBe(ops);
  });
});
