export * from './envelope.ts';
export * from './errors.ts';
export * from './languages.ts';
export * from './constants.ts';
export * from './identifiers.ts';
export * from './validation-messages.ts';
export * as fields from './fields.ts';
export * from './vigi.ts';
