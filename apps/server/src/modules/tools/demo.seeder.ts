import type { AppContext } from '../../context.ts';
import { targetUserByLogin } from '../../security/route-principals.repository.ts';
import * as demo from './demo.repository.ts';
import * as repo from './inventory/inventory.repository.ts';

export const TOOLS_DEMO_LOGIN = 'user@openfds.local';

/** The demo establishment: its storage areas and, per area, the maximum quantities of sheets of the space (in order). */
const DEMO_SITE = {
  name: 'Site de Villeurbanne (démo)',
  areas: [
    {
      name: 'Stockage liquides',
      entries: [
        { max_quantity: 60, unit: 't', container_capacity: 1000 },
        { max_quantity: 2000, unit: 'L', container_capacity: 200 },
      ],
    },
    {
      name: 'Magasin',
      entries: [
        { max_quantity: 8, unit: 't', container_capacity: 25 },
        { max_quantity: 500, unit: 'kg', container_capacity: 20 },
      ],
    },
  ],
} as const;

/**
 * A saved Quick-ADR load, by UN numbers so it computes before any sheet is read: the worked example of the tools'
 * README (200 L diesel + 300 L petrol: 1,100 points, not exempt, tunnel E, orange plates).
 */
const DEMO_LOAD = {
  name: 'Livraison atelier (exemple)',
  lines: [
    { un: '1202', packing_group: 'III', quantity: 200, unit: 'L' },
    { un: '1203', packing_group: 'II', quantity: 300, unit: 'L' },
  ],
  vehicle_max_mass_t: null,
};

/**
 * The regulatory tools at work for the demo user (issue #28): an establishment with two storage areas holding sheets
 * of the space (Quick-ICPE has something to assess, its report and workbook something to print) and a saved ADR load.
 * The shop seeder gave the credits; nothing is charged here (demo data, like the paid order's test card). Runs after
 * the space and shop seeders; idempotent: a user with an establishment or a saved load is left alone.
 */
export const toolsDemoSeeder = {
  name: 'tools',
  async run(ctx: AppContext, log: (msg: string) => void): Promise<void> {
    const user = await targetUserByLogin(ctx.db, TOOLS_DEMO_LOGIN);
    if (!user || (await demo.hasToolData(ctx.db, user.id))) return;
    const sheets = await demo.spaceSheets(
      ctx.db,
      user.id,
      DEMO_SITE.areas.reduce((n, a) => n + a.entries.length, 0),
    );
    let placed = 0;
    await ctx.db.transaction().execute(async (tx) => {
      const site = await repo.insertSite(tx, user.id, DEMO_SITE.name);
      if (!site) return;
      for (const area of DEMO_SITE.areas) {
        const row = await repo.insertArea(tx, site.id, area.name);
        if (!row) continue;
        for (const entry of area.entries) {
          const documentId = sheets[placed];
          if (documentId === undefined) break;
          placed += 1;
          // The physical state is left to section 9 of the sheet's reading, as when a user adds the line.
          await repo.upsertEntry(tx, { area_id: row.id, document_id: documentId, ...entry, state: null });
        }
      }
      await repo.insertLoad(tx, user.id, DEMO_LOAD);
    });
    log(`demo user: establishment "${DEMO_SITE.name}" with ${placed} sheets in store, one saved ADR load`);
  },
};
