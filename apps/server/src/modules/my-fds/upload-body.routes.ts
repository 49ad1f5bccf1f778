import type { FastifyRequest } from 'fastify';
import { MY_FDS_UPLOAD_MAX_BYTES } from '@openfds/contract';
import { AppError } from '../../errors/app-error.ts';
import { refuseUnstorableText } from '../../plugins/api-route.ts';
import type { UploadedFile } from './upload.service.ts';

/** Reads an upload: the text fields and the one file part (stopped at the size limit). */
export async function readUpload(request: FastifyRequest): Promise<{ values: Record<string, string>; file: UploadedFile | null }> {
  const values: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MY_FDS_UPLOAD_MAX_BYTES, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        const bytes = Buffer.concat(chunks);
        if (part.fieldname === 'file' && (bytes.length > 0 || part.filename)) file = { bytes, truncated: part.file.truncated };
      } else {
        values[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('uploadTooLarge', { field: 'file', params: { max: MY_FDS_UPLOAD_MAX_BYTES / 1024 / 1024 } });
    }
    // Expected: a body the multipart reader refused (@fastify/multipart's FST_ codes, busboy's "Unexpected end of
    // form"...) or a connection that broke mid-upload. A TypeError, RangeError or ReferenceError is a bug of ours: 500.
    if (error instanceof TypeError || error instanceof RangeError || error instanceof ReferenceError) throw error;
    throw new AppError('uploadFailed', { cause: error });
  }
  // apiRoute refuses NUL bytes and lone surrogates in JSON bodies; a multipart body is only read here (issue #22:
  // a NUL in a field answered 500).
  refuseUnstorableText({ params: undefined, query: undefined, body: values });
  return { values, file };
}
