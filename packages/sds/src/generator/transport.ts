import type { ShippingKey } from './i18n/index.ts';

export interface TransportEntry {
  key: ShippingKey;
  unNumber: string;
  transportClass: string;
  packingGroup: 'I' | 'II' | 'III' | null;
}

const has = (codes: string[], ...wanted: string[]) => wanted.some((w) => codes.includes(w));

/**
 * The ADR/IMDG n.o.s. entry a product with these H codes would ship under (simplified precedence: gases, then
 * classes 4.2/4.3/5.1, flammable liquids, toxics, corrosives, flammable solids, environmentally hazardous).
 * Null when not regulated for transport.
 */
export function transportEntry(codes: string[], state: 'liquid' | 'solid' | 'gas'): TransportEntry | null {
  const liquid = state === 'liquid';
  if (state === 'gas') {
    if (has(codes, 'H330', 'H331')) return { key: 'toxicGas', unNumber: '3162', transportClass: '2.3', packingGroup: null };
    if (has(codes, 'H220', 'H221')) return { key: 'flammableGas', unNumber: '3161', transportClass: '2.1', packingGroup: null };
    return { key: 'gas', unNumber: '3163', transportClass: '2.2', packingGroup: null };
  }
  if (!liquid && has(codes, 'H250')) return { key: 'pyrophoricSolid', unNumber: '2846', transportClass: '4.2', packingGroup: 'I' };
  if (!liquid && has(codes, 'H260', 'H261'))
    return { key: 'waterReactiveSolid', unNumber: '2813', transportClass: '4.3', packingGroup: has(codes, 'H260') ? 'I' : 'II' };
  if (has(codes, 'H271', 'H272')) {
    const pg = has(codes, 'H271') ? 'I' : 'II';
    return liquid
      ? { key: 'oxidizingLiquid', unNumber: '3139', transportClass: '5.1', packingGroup: pg }
      : { key: 'oxidizingSolid', unNumber: '1479', transportClass: '5.1', packingGroup: pg };
  }
  if (liquid && has(codes, 'H224', 'H225', 'H226')) {
    const pg = has(codes, 'H224') ? 'I' : has(codes, 'H225') ? 'II' : 'III';
    return { key: 'flammableLiquid', unNumber: '1993', transportClass: '3', packingGroup: pg };
  }
  if (has(codes, 'H300', 'H310', 'H330', 'H301', 'H311', 'H331')) {
    const pg = has(codes, 'H300', 'H310', 'H330') ? 'I' : 'II';
    return liquid
      ? { key: 'toxicLiquid', unNumber: '2810', transportClass: '6.1', packingGroup: pg }
      : { key: 'toxicSolid', unNumber: '2811', transportClass: '6.1', packingGroup: pg };
  }
  if (has(codes, 'H314')) {
    return liquid
      ? { key: 'corrosiveLiquid', unNumber: '1760', transportClass: '8', packingGroup: 'II' }
      : { key: 'corrosiveSolid', unNumber: '1759', transportClass: '8', packingGroup: 'II' };
  }
  if (!liquid && has(codes, 'H228')) return { key: 'flammableSolid', unNumber: '1325', transportClass: '4.1', packingGroup: 'II' };
  if (has(codes, 'H400', 'H410', 'H411')) {
    return liquid
      ? { key: 'envLiquid', unNumber: '3082', transportClass: '9', packingGroup: 'III' }
      : { key: 'envSolid', unNumber: '3077', transportClass: '9', packingGroup: 'III' };
  }
  return null;
}
