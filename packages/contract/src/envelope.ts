/**
 * The collection envelope every JSON reply of /api/v1/ is wrapped in (api-spec §3).
 * Items are plain objects with the spec's field names; data and errors carry name/value pairs.
 */
export interface NameValue {
  name: string;
  value: unknown;
}

export interface Link {
  rel: string;
  href: string;
}

export interface EnvelopeError {
  code: number;
  message: string;
  data: NameValue[];
}

export interface Collection<T = unknown> {
  version: '1.0';
  href: string;
  items: T[];
  data: NameValue[];
  links: Link[];
  errors: EnvelopeError[];
}

export interface Envelope<T = unknown> {
  collection: Collection<T>;
}

/** Reads one named value out of a collection's data list. */
export function dataValue<V = unknown>(collection: Pick<Collection, 'data'>, name: string): V | undefined {
  return collection.data.find((d) => d.name === name)?.value as V | undefined;
}
