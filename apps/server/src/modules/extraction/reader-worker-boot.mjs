// Worker threads do not inherit the TypeScript loader of the main thread (`node --import tsx`, vitest):
// register tsx here, then load the worker written in TypeScript. The main thread may pass another worker module
// (workerData.module), which the tests use to prove the time limit on a worker that never answers.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData?.module ?? './reader-worker.ts');
