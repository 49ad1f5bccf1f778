import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@openfds/contract';
import { SHELL_NAMESPACES } from './namespaces.ts';

/**
 * The globs that split the texts (bundles/<language>.ts: the shell's namespaces; i18n.ts: every other one on demand)
 * must name exactly SHELL_NAMESPACES: a namespace added to one list and not the others would be loaded twice or never.
 */
const braces = (source: string) => [...source.matchAll(/'[^'\n]*\{([\w,-]+)\}\.json'/g)].map((m) => m[1]!.split(',').sort());

describe('text chunks', () => {
  const shell = [...SHELL_NAMESPACES].sort();

  it('each language bundle holds the shell namespaces', () => {
    for (const language of INTERFACE_LANGUAGES) {
      const source = fs.readFileSync(path.join(import.meta.dirname, 'bundles', `${language}.ts`), 'utf8');
      expect(source).toContain(`../locales/${language}/`);
      expect(braces(source), language).toEqual([shell]);
    }
  });

  it('the on-demand glob leaves out the same namespaces', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, 'i18n.ts'), 'utf8');
    expect(braces(source)).toEqual([shell]);
  });

  it('every shell namespace exists', () => {
    for (const ns of shell) expect(fs.existsSync(path.join(import.meta.dirname, 'locales', 'fr', `${ns}.json`)), ns).toBe(true);
  });
});
