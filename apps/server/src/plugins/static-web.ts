import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app (apps/web/dist). Any non-API path that is not a file gets index.html so the
 * client router can handle it (unknown paths are sent to / by the router itself).
 */
export async function staticWeb(app: FastifyInstance, options: { distDir: string }) {
  const index = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`web app not built (${index} missing): run npm run build`);
    return;
  }
  await app.register(fastifyStatic, { root: options.distDir, prefix: '/', wildcard: false, index: false });
  const html = fs.readFileSync(index, 'utf8');
  const sendIndex = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  app.get('/', sendIndex);
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/')) return reply.callNotFound();
    const file = path.join(options.distDir, decodeURIComponent(url));
    if (file.startsWith(options.distDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(options.distDir, file));
    }
    return sendIndex(request, reply);
  });
}
