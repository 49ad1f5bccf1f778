export * from './statement-types.ts';
export { H_STATEMENTS } from './h-statements.ts';
export { EUH_STATEMENTS } from './euh-statements.ts';
export { P_STATEMENTS, P_COMBINATIONS } from './p-statements.ts';
export * from './pictograms.ts';
export * from './statement-text.ts';
