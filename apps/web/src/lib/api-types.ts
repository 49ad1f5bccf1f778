export type { Envelope, EnvelopeError, NameValue } from '@openfds/contract';
export const API_PREFIX_PATH = '/api/v1';
