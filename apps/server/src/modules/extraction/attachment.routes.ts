import type { FastifyReply } from 'fastify';

/**
 * (Route helper of the extraction routes, hence its file name.) A download: its content type (the web checks it), a
 * file name, and no shared caching of a sheet's data.
 */
export function sendAttachment(reply: FastifyReply, contentType: string, filename: string, body: Buffer) {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(body);
}
