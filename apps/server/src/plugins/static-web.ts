import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { decodedPath, isApiPath } from './api-route.ts';

/** Hashed build output (Vite names them name-<hash>.ext): a new build gives new names, so they never change. */
const HASHED_ASSET = /^assets\//;

/**
 * Cache policy (issue #16): hashed assets are kept a year without revalidation; every other file (favicon,
 * pictograms) and index.html are revalidated on each use (ETag / Last-Modified), so a new build is seen at once.
 */
export function cacheControlFor(relativePath: string): string {
  return HASHED_ASSET.test(relativePath.replace(/\\/g, '/')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built web app (apps/web/dist). Any non-API path that is not a file gets index.html so the
 * client router can handle it (unknown paths are sent to / by the router itself). Files the build precompressed
 * (name.br, name.gz beside name, apps/web/vite.config.ts) are sent with their content-encoding when the browser
 * accepts it.
 */
export async function staticWeb(app: FastifyInstance, options: { distDir: string }) {
  const index = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`web app not built (${index} missing): run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(path.relative(options.distDir, filePath)));
      res.setHeader('vary', 'accept-encoding');
    },
  });
  // index.html is read again when the file changes: after `npm run build` under a running server, the kept copy
  // named asset files that the build had replaced, and every page went blank until a restart. A build in progress
  // (the file briefly missing) keeps serving the last copy.
  let kept = { mtimeMs: -1, html: '' };
  const currentIndex = (): string => {
    try {
      const { mtimeMs } = fs.statSync(index);
      if (mtimeMs !== kept.mtimeMs) kept = { mtimeMs, html: fs.readFileSync(index, 'utf8') };
    } catch {
      // keep the last copy
    }
    return kept.html;
  };
  currentIndex();
  const sendIndex = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(currentIndex());
  app.get('/', sendIndex);
  app.get('/*', async (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    const url = decodedPath(request.url);
    if (url === null) return reply.callNotFound();
    const file = path.join(options.distDir, url);
    if (file.startsWith(options.distDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(options.distDir, file));
    }
    return sendIndex(request, reply);
  });
}
