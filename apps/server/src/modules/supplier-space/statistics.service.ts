import type { SupplierStatisticsRow } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { customersHoldingCodes } from '../customer-codes/index.ts';
import { monthlyHits } from './statistics.repository.ts';

/**
 * The supplier's statistics (issue #27): consultations and downloads per sheet and per month over the last
 * `months` calendar months (this one included), their monthly totals, and how many customer accounts hold one of
 * its customer codes.
 */
export async function supplierStatistics(ctx: AppContext, supplierId: number, months: number) {
  const now = ctx.clock.now();
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const [rows, customers] = await Promise.all([monthlyHits(ctx.db, supplierId, since), customersHoldingCodes(ctx, supplierId)]);
  const totals = new Map<string, { month: string; consultations: number; downloads: number }>();
  for (const row of rows) {
    const total = totals.get(row.month) ?? { month: row.month, consultations: 0, downloads: 0 };
    total.consultations += row.consultations;
    total.downloads += row.downloads;
    totals.set(row.month, total);
  }
  const items: SupplierStatisticsRow[] = rows;
  return { items, months: [...totals.values()], customers_with_code: customers, since: since.toISOString().slice(0, 10) };
}
