/**
 * The product-name search inputs of the benchmark, drawn from sampled catalogue rows (search-bench.ts measures
 * them, kinds-probe.ts splits their latency by kind): in turn a whole word, a word prefix, two words and one
 * misspelt word (typo tolerance); a third of them within the row's supplier.
 */
export interface SampleRow {
  product_name: string;
  language: string;
  supplier: string;
}

export const INPUT_KINDS = ['whole', 'prefix', 'two-words', 'typo'] as const;

/** The i-th input from the rows (null when the row's name has no usable word). */
export function nameSearchInput(sample: SampleRow[], i: number): { kind: string; scoped: boolean; url: string } | null {
  const row = sample[(i * 7 + 3) % sample.length];
  const w = row.product_name.split(/\s+/).filter((word) => word.length > 3 && !/\d/.test(word));
  if (w.length === 0) return null;
  const kind = i % 4;
  const text =
    kind === 0
      ? w[0]
      : kind === 1
        ? w[Math.min(1, w.length - 1)].slice(0, 5)
        : kind === 2
          ? w.slice(0, 2).join(' ')
          : w[0].length > 5
            ? w[0].slice(0, 2) + w[0][3] + w[0][2] + w[0].slice(4)
            : w[0];
  const scoped = i % 3 === 0;
  const url = `/api/v1/documents?product_name=${encodeURIComponent(text)}&language=${row.language}${scoped ? `&supplier=${row.supplier}` : ''}`;
  return { kind: INPUT_KINDS[kind], scoped, url };
}
