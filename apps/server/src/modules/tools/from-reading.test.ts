import { describe, expect, it } from 'vitest';
import type { SdsReading } from '@openfds/contract/sds-reading';
import { containsOf } from './from-reading.ts';

/** Issue #28: what a sheet contains, for every tool, from the stored reading (a reading without `hazards.contains` included). */

const component = (name: string, hStatements: string[], max: number) => ({
  name,
  cas: null,
  ec: null,
  indexNumber: null,
  reachNumber: null,
  concentration: { min: null, max, unit: '%', raw: `${max} %` },
  hStatements,
});

function reading(contains: string[] | undefined): SdsReading {
  const hazards = { classes: [], hStatements: ['H225'], euhStatements: [], pStatements: [], pictograms: [], signalWord: 'danger' as const };
  return {
    hazards: contains === undefined ? hazards : { ...hazards, contains },
    composition: {
      kind: 'mixture',
      components: [
        component('water', [], 50),
        component('toluene', ['H225', 'H361d'], 10),
        component('acetone', ['H225'], 30),
        component('xylene', ['H226'], 4),
        component('ethyl acetate', ['H225'], 3),
        component('butanone', ['H225'], 2),
      ],
    },
  } as unknown as SdsReading;
}

describe('containsOf', () => {
  it('derives the components from section 3 when the stored reading has no `contains` (made before the reader read 2.2)', () => {
    expect(containsOf(reading(undefined))).toEqual({ names: ['acetone', 'toluene', 'xylene', 'ethyl acetate'], derived: true });
  });

  it('takes section 2.2 as printed when the reader found it (at most four), and derives when 2.2 printed none', () => {
    expect(containsOf(reading(['toluene', 'acetone']))).toEqual({ names: ['toluene', 'acetone'], derived: false });
    expect(containsOf(reading(['a', 'b', 'c', 'd', 'e'])).names).toEqual(['a', 'b', 'c', 'd']);
    expect(containsOf(reading([])).derived).toBe(true);
  });
});
