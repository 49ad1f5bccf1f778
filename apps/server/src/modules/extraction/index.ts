/** The sheet reader in the server: extraction jobs and data downloads. Other code reaches this module only through this file. */
export { extractionRoutes } from './extraction.routes.ts';
export { createReaderPool, enqueueExtraction, EXTRACT_JOB, EXTRACT_USER_JOB, extractionDeps, extractJob } from './extraction.job.ts';
export { basicReading } from './basic-reading.ts';
export { ANNEX_II_REFRESH_JOB, annexIIRefreshJob, refreshAnnexIIFindings } from './annex-ii-refresh.job.ts';
export { adoptReading, afterAdoptedReading } from './adopt-reading.ts';
export { previewReading, PREVIEW_MAX_PAGES, PREVIEW_TIMEOUT_MS } from './reading-preview.ts';
