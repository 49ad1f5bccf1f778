import { parentPort } from 'node:worker_threads';

// A reader that never answers and blocks its event loop, like a pathological PDF can: only killing the thread stops it.
parentPort?.on('message', () => {
  for (;;) {
    // spin
  }
});
