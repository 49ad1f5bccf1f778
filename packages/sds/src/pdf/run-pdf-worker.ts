import { Worker } from 'node:worker_threads';
import type { RawImage, RawPage, RawPdf, RefusedPage } from './raw-pdf.js';

/**
 * Runs MuPDF in a worker thread so that a hostile PDF cannot hang the caller: when the time limit passes the
 * thread is terminated and a fresh one is started for the next file. One worker serves the files of a process
 * one after the other (MuPDF is single-threaded); callers that want parallelism run several processes or
 * several workers through `new PdfWorker()`.
 */
export class PdfTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`the PDF took longer than ${ms} ms to parse`);
  }
}

/**
 * The worker's MuPDF broke (a WASM trap, a stack overflow) or its thread died: the thread is gone and the next call
 * gets a fresh one. Says nothing about the file (issue #22: such failures were stored as the sheet's "bad PDF").
 */
export class PdfReaderBrokenError extends Error {
  constructor(detail: string) {
    super(`the PDF reader broke: ${detail}`);
  }
}

/** The file needed more JavaScript heap than the worker's limit: a verdict on the file, the thread is replaced. */
export class PdfMemoryError extends Error {
  constructor(readonly limitMb: number) {
    super(`the PDF needs more than the reader's ${limitMb} MB of memory`);
  }
}

export interface PdfWorkerOptions {
  /** Heap limit of the worker thread (MuPDF's WASM memory is outside it, hence recycleWasmMb). */
  maxHeapMb?: number;
  /**
   * The WASM memory never shrinks: once a file made it grow past this many MB, the thread is ended after that file
   * and the next file starts a fresh one, so one large file does not keep its memory for the life of the process.
   */
  recycleWasmMb?: number;
  /** Forms one page may draw, nested drawings counted (pdf/page-cost.mjs); Infinity turns the check off (tests). */
  maxFormDraws?: number;
}

/** What the worker did so far (tests and bench/reader-memory read it). */
export interface PdfWorkerStats {
  threadsStarted: number;
  recycled: number;
  broken: number;
  /** WASM memory of the thread after its last call, in bytes. */
  lastWasmBytes: number;
}

interface Pending {
  id: number;
  worker: Worker;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** A page as the worker sends it: the lines' texts, and their x0, y0, x1, y1, size, bold (1/0) six numbers a line. */
interface CompactPage extends Omit<RawPage, 'lines'> {
  texts: string[];
  boxes: Float64Array;
}
type CompactPdf = Omit<RawPdf, 'pages'> & { pages: CompactPage[] };

function fromCompact(pdf: CompactPdf): RawPdf {
  return {
    ...pdf,
    pages: pdf.pages.map(({ texts, boxes, ...page }) => ({
      ...page,
      lines: texts.map((text, i) => {
        const o = i * 6;
        return { x0: boxes[o], y0: boxes[o + 1], x1: boxes[o + 2], y1: boxes[o + 3], size: boxes[o + 4], bold: boxes[o + 5] === 1, text };
      }),
    })),
  };
}

const WORKER_URL = new URL('./pdf-worker.mjs', import.meta.url);

/** Defaults: MuPDF starts with 22 MB of WASM memory and 60 real sheets read one after the other left it there; a
 * 100,000-page file grew it to 95 MB (bench/reader-memory prints what the hostile files take). */
const DEFAULT_MAX_HEAP_MB = 512;
const DEFAULT_RECYCLE_WASM_MB = 64;

export class PdfWorker {
  private worker: Worker | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  /** Calls queue here so that the time limit of one file never counts the wait for another. */
  private chain: Promise<unknown> = Promise.resolve();
  private readonly maxHeapMb: number;
  private readonly recycleWasmBytes: number;
  private readonly maxFormDraws: number | undefined;
  private readonly counts: PdfWorkerStats = { threadsStarted: 0, recycled: 0, broken: 0, lastWasmBytes: 0 };

  constructor(options: PdfWorkerOptions = {}) {
    this.maxHeapMb = options.maxHeapMb ?? DEFAULT_MAX_HEAP_MB;
    this.recycleWasmBytes = (options.recycleWasmMb ?? DEFAULT_RECYCLE_WASM_MB) * 2 ** 20;
    this.maxFormDraws = options.maxFormDraws;
  }

  stats(): PdfWorkerStats {
    return { ...this.counts };
  }

  /** Ends the thread (its successor starts on the next call); the calls sent to it fail with `error`. */
  private retire(worker: Worker, error: Error): void {
    if (this.worker === worker) this.worker = null;
    this.failAll(error, worker);
    void worker.terminate();
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_URL, {
      stdout: false,
      stderr: false,
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb },
      workerData: { maxFormDraws: this.maxFormDraws },
    });
    this.counts.threadsStarted++;
    worker.unref();
    worker.on('message', (msg: { id: number; ok: boolean; error?: string; broken?: boolean; wasmBytes?: number }) => {
      this.counts.lastWasmBytes = msg.wasmBytes ?? 0;
      const p = this.pending.get(msg.id);
      if (msg.broken) {
        // The library may be corrupt: nothing more is sent to this thread (issue #22).
        this.counts.broken++;
        this.retire(worker, new PdfReaderBrokenError(msg.error ?? 'unknown'));
        return;
      }
      if (!p) return;
      this.pending.delete(msg.id);
      clearTimeout(p.timer);
      if (msg.ok) p.resolve(msg);
      else p.reject(new Error(msg.error ?? 'PDF worker failed'));
      if ((msg.wasmBytes ?? 0) > this.recycleWasmBytes) {
        this.counts.recycled++;
        this.retire(worker, new PdfReaderBrokenError('recycled'));
      }
    });
    // Only the calls sent to this worker fail with it (a terminated worker exits after its successor started).
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') this.retire(worker, new PdfMemoryError(this.maxHeapMb));
      else {
        this.counts.broken++;
        this.retire(worker, new PdfReaderBrokenError(error.message));
      }
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      this.failAll(new PdfReaderBrokenError('the worker thread stopped'), worker);
    });
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error, worker?: Worker): void {
    for (const p of [...this.pending.values()]) {
      if (worker && p.worker !== worker) continue;
      clearTimeout(p.timer);
      this.pending.delete(p.id);
      p.reject(error);
    }
  }

  private call<T>(message: Record<string, unknown>, timeoutMs: number): Promise<T> {
    const run = () =>
      new Promise<T>((resolve, reject) => {
        const worker = this.ensure();
        const id = this.nextId++;
        const timer = setTimeout(() => {
          this.pending.delete(id);
          // The thread may be stuck inside WASM: only terminating it frees the CPU.
          const w = this.worker;
          this.worker = null;
          void w?.terminate();
          reject(new PdfTimeoutError(timeoutMs));
        }, timeoutMs);
        this.pending.set(id, { id, worker, resolve: resolve as (v: unknown) => void, reject, timer });
        // The PDF bytes are a copy made for the worker (see read()): moved, not cloned a second time.
        const data = message.data;
        worker.postMessage({ ...message, id }, data instanceof Uint8Array ? [data.buffer as ArrayBuffer] : []);
      });
    const result = this.chain.then(run, run);
    this.chain = result.catch(() => undefined);
    return result;
  }

  /** Text lines and pictogram candidates of every page, or of the first `maxPages` (the count stays the file's). */
  async read(pdf: Uint8Array, timeoutMs: number, maxPages?: number): Promise<RawPdf> {
    // Copy: the caller keeps its buffer, the worker gets its own.
    const msg = await this.call<{ result: CompactPdf }>({ kind: 'read', data: new Uint8Array(pdf), maxPages }, timeoutMs);
    return fromCompact(msg.result);
  }

  /** Pictogram candidates drawn as vector paths (red diamond frames) on the given 1-based pages. */
  async vectorPictograms(pdf: Uint8Array, pages: number[], timeoutMs: number): Promise<RawImage[]> {
    const msg = await this.call<{ images: RawImage[] }>({ kind: 'vectorPictograms', data: new Uint8Array(pdf), pages }, timeoutMs);
    return msg.images;
  }

  /**
   * Pages rendered as grey PNG for OCR at 200 dpi, less on large pages; null for a page too large to render (or
   * refused), listed in `skipped` with the reason.
   */
  async renderPng(pdf: Uint8Array, maxPages: number, timeoutMs: number): Promise<{ pngs: (Uint8Array | null)[]; skipped: RefusedPage[] }> {
    const msg = await this.call<{ pngs: (Uint8Array | null)[]; skipped: RefusedPage[] }>({ kind: 'render', data: new Uint8Array(pdf), maxPages }, timeoutMs);
    return { pngs: msg.pngs, skipped: msg.skipped };
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    this.failAll(new Error('PDF worker closed'));
    if (w) await w.terminate();
  }
}

let shared: PdfWorker | null = null;
let sharedOptions: PdfWorkerOptions = {};
/** Limits of the process-wide worker (the server's reader threads set them from its configuration). */
export function configureSharedPdfWorker(options: PdfWorkerOptions): void {
  sharedOptions = options;
}
/** The process-wide worker used by readSds. */
export function sharedPdfWorker(): PdfWorker {
  shared ??= new PdfWorker(sharedOptions);
  return shared;
}

/** Stops the shared worker (CLI and scripts call it so that the process can end at once). */
export async function closeReader(): Promise<void> {
  const w = shared;
  shared = null;
  await w?.close();
}
