/** What other modules may use of the sheet reader: asking for a sheet to be read. */
export { enqueueExtraction } from './extraction.job.ts';
