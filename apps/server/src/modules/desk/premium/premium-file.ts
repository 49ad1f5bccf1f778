import type { AppContext } from '../../../context.ts';
import { requireSheetFile } from '../../../catalogue/sheet-source.ts';
import { sheetByCode } from '../../../catalogue/sheets.repository.ts';
import { AppError } from '../../../errors/app-error.ts';
import { queueLine } from './premium.repository.ts';

/** The PDF of a sheet in the Premium queue (any access level: staff check it for its buyer), rendered if needed. */
export async function checkFile(ctx: Pick<AppContext, 'pool' | 'db' | 'storage' | 'jobs'>, code: string) {
  if (!(await queueLine(ctx.db, code))) throw new AppError('premiumCheckNotQueued');
  const sheet = await sheetByCode(ctx.pool, code);
  if (!sheet) throw new AppError('premiumCheckNotQueued');
  const file = await requireSheetFile(ctx, sheet);
  return { file, filename: `${sheet.product_name_slug}-${sheet.language}-${sheet.iddc}.pdf` };
}
