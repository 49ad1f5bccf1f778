import { describe, expect, it } from 'vitest';
import { winAnsi } from './win-ansi.ts';

const plain = (text: string) => winAnsi(text, { plainDashesAndSpaces: true });

describe('winAnsi', () => {
  it('keeps what WinAnsi has: Latin-1, the Windows-1252 signs, tab and line ends', () => {
    const kept = 'Acétone · 25 °C — « ß » €‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•—˜™š›œžŸ\ta\r\nb';
    expect(winAnsi(kept)).toBe(kept);
    expect(plain(kept)).toBe(kept);
  });

  it('spells out the signs it lacks, in both reports', () => {
    for (const write of [winAnsi, plain]) {
      expect(write('≥ 0,1 % and ≤ 5 %')).toBe('>= 0,1 % and <= 5 %');
      expect(write('α-pinène, β-carotène, Ω')).toBe('alpha-pinène, beta-carotène, omega');
      expect(write('\u2010\u2011\u2012\u2212 5')).toBe('---- 5');
      expect(write('5\u2032')).toBe("5'");
    }
  });

  it('composes accents first and writes one "?" per character it cannot write', () => {
    expect(winAnsi('Ace\u0301tone')).toBe('Acétone');
    expect(winAnsi('中文 😀 σ')).toBe('?? ? ?');
    expect(plain('😀')).toBe('?');
  });

  it('keeps the en dash and no-break spaces by default (vigi report), writes them plain on demand (extraction report)', () => {
    expect(winAnsi('20–25\u00a0°C, 1\u202f234')).toBe('20–25\u00a0°C, 1\u00a0234');
    expect(plain('20–25\u00a0°C, 1\u202f234')).toBe('20-25 °C, 1 234');
  });
});
