import type { GeneratorLanguage } from '../types.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { nl } from './nl.ts';
import { pt } from './pt.ts';
import type { GeneratorStrings } from './strings.ts';

export type { GeneratorStrings, ShippingKey, TextSection } from './strings.ts';
export const STRINGS: Record<GeneratorLanguage, GeneratorStrings> = { fr, en, de, it, es, nl, pt };
