import { parentPort, workerData } from 'node:worker_threads';
import { configureSharedPdfWorker, readSds, type PdfWorkerOptions } from '@openfds/sds';
import type { ReadOptions } from '@openfds/sds/types';

/**
 * Runs the sheet reader inside a worker thread, so that the job process can kill it when a hostile file makes it
 * spin or eat memory (reader-pool.ts). One request at a time: { id, pdf, options } -> { id, reading } | { id, error }.
 * readSds answers every bad file with a reading; an error means the reader itself broke (ReaderFailedError), and the
 * pool ends this thread.
 */
configureSharedPdfWorker((workerData as { pdfWorker?: PdfWorkerOptions } | null)?.pdfWorker ?? {});

parentPort?.on('message', async (message: { id: number; pdf: Uint8Array; options: ReadOptions }) => {
  try {
    const reading = await readSds(message.pdf, message.options);
    parentPort?.postMessage({ id: message.id, reading });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
