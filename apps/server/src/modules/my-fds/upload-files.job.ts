import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { fileKeyInUse } from './repository.ts';
import { withUploadFileLock } from './upload-locks.repository.ts';

/**
 * Deletes the stored files of removed uploads (issue #22: `storage.delete` was never called, and a user's private
 * PDF outlived its removal). Uploads are stored by content (uploads/<sha256>.pdf), so a file is deleted only when no
 * sheet that is not deleted still has it: another user's upload of the same bytes keeps it.
 * An upload of the same bytes racing this job (issue #22): the check and the delete hold the file's lock, which the
 * upload holds from storing the file until its sheet is committed (upload.service.ts).
 */
export const DELETE_UPLOAD_FILES_JOB = 'myfds.delete-upload-files';

export interface DeleteUploadFilesData {
  fileKeys: string[];
}

export async function deleteUploadFiles(ctx: Pick<AppContext, 'db' | 'storage'>, fileKeys: string[]): Promise<number> {
  let deleted = 0;
  for (const key of new Set(fileKeys)) {
    // Only upload files: a key from elsewhere (the catalogue's sheets) is never this job's to delete.
    if (!key.startsWith('uploads/')) continue;
    const gone = await withUploadFileLock(ctx.db, key, async (conn) => {
      if (await fileKeyInUse(conn, key)) return false;
      await ctx.storage.delete(key);
      return true;
    });
    if (gone) deleted++;
  }
  return deleted;
}

export function deleteUploadFilesJob(ctx: Pick<AppContext, 'db' | 'storage'>): JobDefinition<DeleteUploadFilesData> {
  return {
    name: DELETE_UPLOAD_FILES_JOB,
    async handle(data) {
      const keys = Array.isArray(data?.fileKeys) ? data.fileKeys.filter((k): k is string => typeof k === 'string') : [];
      await deleteUploadFiles(ctx, keys);
    },
  };
}
