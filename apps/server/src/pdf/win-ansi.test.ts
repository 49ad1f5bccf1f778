import { describe, expect, it } from 'vitest';
import { winAnsi } from './win-ansi.ts';

/** The extraction report's texts. */
const report = (text: string) => winAnsi(text, { plainSpaces: true, plainDashes: true });
/** The SafeBox contract's and the invoices' texts. */
const document = (text: string) => winAnsi(text, { plainSpaces: true });

describe('winAnsi', () => {
  it('keeps what WinAnsi has: Latin-1, the Windows-1252 signs, tab and line ends', () => {
    const kept = 'Acétone · 25 °C — « ß » €‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•—˜™š›œžŸ\ta\r\nb';
    for (const write of [winAnsi, report, document]) expect(write(kept)).toBe(kept);
  });

  it('spells out the signs it lacks, whatever the options', () => {
    for (const write of [winAnsi, report, document]) {
      expect(write('≥ 0,1 % and ≤ 5 %')).toBe('>= 0,1 % and <= 5 %');
      expect(write('α-pinène, β-carotène, Ω')).toBe('alpha-pinène, beta-carotène, omega');
      expect(write('\u2010\u2011\u2012\u2212 5')).toBe('---- 5');
      expect(write('5\u2032, 2026-01-01 → 2026-12-31')).toBe("5', 2026-01-01 -> 2026-12-31");
    }
  });

  it('composes accents first and writes one "?" per character it cannot write', () => {
    expect(winAnsi('Ace\u0301tone')).toBe('Acétone');
    expect(winAnsi('中文 😀 σ')).toBe('?? ? ?');
    expect(report('😀\u0007')).toBe('??');
  });

  it('keeps the en dash and no-break spaces by default (vigi report)', () => {
    expect(winAnsi('20–25\u00a0°C, 1\u202f234, 3\u2009PM')).toBe('20–25\u00a0°C, 1\u00a0234, 3 PM');
  });

  it('writes the spaces plain on demand (contract, invoices), and the en dash too (extraction report)', () => {
    expect(document('20–25\u00a0°C, 1\u202f234, 3\u2009PM')).toBe('20–25 °C, 1 234, 3 PM');
    expect(report('20–25\u00a0°C, 1\u202f234, 3\u2009PM')).toBe('20-25 °C, 1 234, 3 PM');
  });
});
