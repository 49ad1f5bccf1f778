import type { AppContext } from '../../context.ts';
import * as demo from './demo.repository.ts';

/** The demo supplier account (supplier-space/demo-supplier.seeder.ts creates it). */
const DEMO_SUPPLIER_LOGIN = 'supplier@openfds.local';
/** Months of history, and visitors' consultations per sheet in the most recent month (fewer further back). */
const MONTHS = 6;
const SHEETS = 5;

/**
 * Visitors' consultations of the demo supplier's sheets over the last six months (anonymous: no account, no guest
 * address, so no update mail is due), so that its statistics page (consultations and downloads per product and month)
 * shows figures on a fresh start. Runs after the supplier-space seeder; idempotent: a supplier whose sheets were
 * consulted is left alone.
 */
export const consultationsDemoSeeder = {
  name: 'consultations',
  async run(ctx: AppContext, log: (msg: string) => void): Promise<void> {
    const supplierId = await demo.supplierAdministeredBy(ctx.db, DEMO_SUPPLIER_LOGIN);
    if (supplierId === null || (await demo.supplierConsulted(ctx.db, supplierId))) return;
    const sheets = await demo.publicSheets(ctx.db, supplierId, SHEETS);
    const now = ctx.clock.now();
    const rows: Parameters<typeof demo.insertConsultations>[1] = [];
    for (let month = 0; month < MONTHS; month += 1) {
      sheets.forEach((documentId, rank) => {
        // A plausible spread: the first sheets and the recent months are seen most; one download in three.
        const views = Math.max(1, SHEETS - rank + MONTHS - month - 3);
        for (let n = 0; n < views; n += 1) {
          const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - month, 1 + ((n * 7 + rank) % 27), 9 + (n % 8)));
          rows.push({ document_id: documentId, kind: n % 3 === 2 ? 'download' : n % 2 ? 'preview' : 'consult', created_at: at > now ? now : at });
        }
      });
    }
    await demo.insertConsultations(ctx.db, rows);
    log(`demo supplier: ${rows.length} consultations of ${sheets.length} sheets over ${MONTHS} months`);
  },
};
