import { Worker } from 'node:worker_threads';
import type { PdfWorkerOptions } from '@openfds/sds';
import type { ReadOptions, SdsReading } from '@openfds/sds/types';

/** What came out of one run of the reader: a reading, or why there is none. */
export type ReaderOutcome = { ok: true; reading: SdsReading } | { ok: false; failure: 'timeout' | 'crashed'; detail: string };

export interface ReaderPoolOptions {
  /** Hard limit for one file, after which the worker thread is killed. */
  timeoutMs: number;
  /** Heap limit of a worker thread, so a hostile file cannot take the machine's memory. */
  maxMemoryMb: number;
  /** URL of the worker module (tests give one that never answers); the real reader by default. */
  workerModule?: string;
  /**
   * MuPDF's thread inside each reader thread: its heap limit, and the WASM memory past which it is replaced after
   * the file that grew it (neither is covered by maxMemoryMb; issue #22).
   */
  pdfWorker?: PdfWorkerOptions;
}

const BOOT = new URL('./reader-worker-boot.mjs', import.meta.url);

/**
 * Runs readSds in worker threads with a hard time and memory limit. The reader has its own soft time limit, but a
 * pathological PDF can block its event loop where no timer fires; only terminating the thread is certain.
 * Idle workers are kept for the next file (loading the PDF library costs more than reading a typical sheet) and do
 * not keep the process alive.
 */
export class ReaderPool {
  private idle: Worker[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: ReaderPoolOptions) {}

  async read(pdf: Uint8Array, readOptions: ReadOptions): Promise<ReaderOutcome> {
    if (this.closed) throw new Error('reader pool closed');
    const worker = this.idle.pop() ?? this.spawn();
    worker.ref();
    const id = this.nextId++;
    return new Promise<ReaderOutcome>((resolve) => {
      let settled = false;
      const finish = (outcome: ReaderOutcome, reusable: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (reusable && !this.closed) {
          worker.unref();
          this.idle.push(worker);
        } else {
          void worker.terminate();
        }
        resolve(outcome);
      };
      const onMessage = (message: { id: number; reading?: SdsReading; error?: string }) => {
        if (message.id !== id) return;
        if (message.reading) finish({ ok: true, reading: message.reading }, true);
        // readSds throws only when the reader broke: that thread (and the PDF worker inside it) is not used again.
        else finish({ ok: false, failure: 'crashed', detail: message.error ?? 'no reading' }, false);
      };
      const onError = (error: Error) => finish({ ok: false, failure: 'crashed', detail: error.message }, false);
      const onExit = (code: number) => finish({ ok: false, failure: 'crashed', detail: `worker exited (${code})` }, false);
      const timer = setTimeout(
        () => finish({ ok: false, failure: 'timeout', detail: `no reading after ${this.options.timeoutMs} ms` }, false),
        this.options.timeoutMs,
      );
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      // A copy, not a transfer: the caller may still hold the bytes (tests, re-reads).
      worker.postMessage({ id, pdf, options: readOptions });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = this.idle.splice(0);
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private spawn(): Worker {
    const worker = new Worker(BOOT, {
      workerData: { module: this.options.workerModule, pdfWorker: this.options.pdfWorker ?? {} },
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxMemoryMb },
    });
    // A worker that dies while idle must neither crash the process (unhandled 'error') nor be handed out again.
    worker.on('error', () => {});
    worker.on('exit', () => {
      this.idle = this.idle.filter((w) => w !== worker);
    });
    return worker;
  }
}
