import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { fileKeyInUse } from './repository.ts';

/**
 * Deletes the stored files of removed uploads (issue #22: `storage.delete` was never called, and a user's private
 * PDF outlived its removal). Uploads are stored by content (uploads/<sha256>.pdf), so a file is deleted only when no
 * sheet that is not deleted still has it: another user's upload of the same bytes keeps it.
 * Known gap: an upload of the same bytes that stored its file but had not yet committed its sheet when this job
 * checked would lose its file; the window is the few milliseconds between the two steps of an upload.
 */
export const DELETE_UPLOAD_FILES_JOB = 'myfds.delete-upload-files';

export interface DeleteUploadFilesData {
  fileKeys: string[];
}

export async function deleteUploadFiles(ctx: Pick<AppContext, 'db' | 'storage'>, fileKeys: string[]): Promise<number> {
  let deleted = 0;
  for (const key of new Set(fileKeys)) {
    // Only upload files: a key from elsewhere (the catalogue's sheets) is never this job's to delete.
    if (!key.startsWith('uploads/') || (await fileKeyInUse(ctx.db, key))) continue;
    await ctx.storage.delete(key);
    deleted++;
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
