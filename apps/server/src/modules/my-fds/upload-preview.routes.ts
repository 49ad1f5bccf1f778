import type { FastifyInstance } from 'fastify';
import { LoginParams, MY_FDS_UPLOAD_MAX_BYTES, UploadPreview } from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection } from '../../plugins/envelope.ts';
import { previewReading } from '../extraction/index.ts';
import { readUpload } from './upload-body.routes.ts';
import { checkUploadFile } from './upload.service.ts';

/**
 * POST /users/{login}/mySDS/uploads/preview (issue #23; our path, the spec shows none): the upload form sends the
 * chosen file here and fills its empty fields with what the reader found, for the user to check. Nothing is stored;
 * the file passes the upload's own checks (same errors), and the reading is charged to the cost budget like the
 * upload's. Registered inside the my-FDS plugin, where the multipart reader is.
 */
export function uploadPreviewRoute(app: FastifyInstance) {
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/:login/mySDS/uploads/preview',
      tags: ['my-fds'],
      summary: 'What the reader finds in a sheet before its upload (multipart: file): product, supplier, date, language',
      params: LoginParams,
      item: UploadPreview,
      access: 'owner',
      cost: 'reading',
      bodyLimit: MY_FDS_UPLOAD_MAX_BYTES + 1024 * 1024,
    },
    async ({ request }) => {
      const { file } = await readUpload(request);
      const bytes = checkUploadFile(file);
      return collection(request, [await previewReading(app.ctx, bytes)]);
    },
  );
}
