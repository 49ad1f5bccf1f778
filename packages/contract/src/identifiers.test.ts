import { describe, expect, it } from 'vitest';
import {
  isValidCas,
  isValidEc,
  isValidReachNumber,
  isValidUfi,
  normaliseCas,
  normaliseEc,
  normaliseIndexNumber,
  normaliseUfi,
  ufiWithCheck,
} from './identifiers.js';

describe('CAS numbers', () => {
  it('accepts right check digits and rejects wrong ones', () => {
    expect(isValidCas('7732-18-5')).toBe(true); // water
    expect(isValidCas('7732-18-4')).toBe(false);
    expect(isValidCas('67-64-1')).toBe(true); // acetone
    expect(isValidCas('67-64-2')).toBe(false);
    expect(isValidCas('64-17-5')).toBe(true); // ethanol
    expect(isValidCas('1314-13-2')).toBe(true); // zinc oxide
    expect(isValidCas('9002-88-4')).toBe(true); // polyethylene
  });
  it('normalises spaces, unicode dashes and leading zeros', () => {
    expect(normaliseCas(' 0067 \u2013 64 - 1')).toBe('67-64-1');
    expect(normaliseCas('7-64-1')).toBeNull();
    expect(normaliseCas('67641')).toBeNull();
  });
});

describe('EC numbers', () => {
  it('checks the mod-11 digit', () => {
    expect(isValidEc('200-236-6')).toBe(true);
    expect(isValidEc('231-791-2')).toBe(true);
    expect(isValidEc('200-662-2')).toBe(true); // acetone
    expect(isValidEc('200-662-3')).toBe(false);
    expect(normaliseEc('2006622')).toBe('200-662-2');
  });
});

describe('REACH registration, index numbers and UFI', () => {
  it('REACH numbers with and without the registrant group', () => {
    expect(isValidReachNumber('01-2119471330-49')).toBe(true);
    expect(isValidReachNumber('01-2119471330-49-0012')).toBe(true);
    expect(isValidReachNumber('01-211947133-49')).toBe(false);
  });
  it('index numbers', () => {
    expect(normaliseIndexNumber('606-001-00-8')).toBe('606-001-00-8');
    expect(normaliseIndexNumber('606-001-008')).toBeNull();
  });
  it('UFI checksum', () => {
    expect(isValidUfi('GMTT-2SQN-6FDD-6TV1')).toBe(true);
    expect(isValidUfi('GMTT-2SQN-6FDD-6TV2')).toBe(false);
    expect(isValidUfi('UFI: GMTT 2SQN 6FDD 6TV1')).toBe(true);
    expect(normaliseUfi('gmtt2sqn6fdd6tv1')).toBe('GMTT-2SQN-6FDD-6TV1');
    expect(normaliseUfi('GMTT-2SQN-6FDD-6TVB')).toBeNull(); // B is not in the alphabet
    const made = ufiWithCheck('MTT2SQN6FDD6TV1');
    expect(isValidUfi(made)).toBe(true);
    expect(made).toBe('GMTT-2SQN-6FDD-6TV1');
  });
});
