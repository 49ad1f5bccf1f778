import type { FastifyRequest } from 'fastify';
import type { Envelope, EnvelopeError, Link, NameValue } from '@openfds/contract';

/** Wraps items in the collection envelope of api-spec §3. */
export function collection<T>(
  request: Pick<FastifyRequest, 'url'>,
  items: T[] = [],
  extra: { data?: NameValue[]; links?: Link[]; errors?: EnvelopeError[] } = {},
): Envelope<T> {
  return {
    collection: {
      version: '1.0',
      href: request.url,
      items,
      data: extra.data ?? [],
      links: extra.links ?? [],
      errors: extra.errors ?? [],
    },
  };
}

/** Builds a data list from a plain object, skipping undefined values. */
export function toData(values: Record<string, unknown>): NameValue[] {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ({ name, value }));
}
