// MuPDF's WASM module object, shared with the PDF worker so that it can tell how large the WASM memory has grown.
// mupdf.js builds its Emscripten module from globalThis.$libmupdf_wasm_Module when it is first imported: this file
// must be imported before any module that imports 'mupdf' (it imports nothing itself, so ES module order runs it
// first). The WASM memory only grows, never shrinks, and is not covered by a worker thread's heap limit: the
// parent recycles a worker whose memory passed its bound (run-pdf-worker.ts, issue #22).
export const wasmModule = {};
globalThis.$libmupdf_wasm_Module = wasmModule;

/** Bytes of MuPDF's WASM memory right now (0 before the library is loaded). */
export function wasmBytes() {
  return wasmModule.HEAPU8?.buffer.byteLength ?? 0;
}
