import type { AppContext } from '../context.ts';
import { demoAccountsSeeder } from './demo-accounts.ts';
import { catalogueSeeder } from './catalogue-seeder.ts';
import { vigiListsSeeder } from '../modules/vigi/index.ts';
import { demoSpaceSeeder } from '../modules/my-fds/index.ts';
import { safeboxDemoSeeder } from '../modules/safebox/index.ts';
import { premiumDemoSeeder, shopSeeder } from '../modules/shop/index.ts';
import { supplierDemoSeeder } from '../modules/supplier-space/index.ts';
import { deskDemoSeeder } from './desk-demo.ts';
import { toolsDemoSeeder } from '../modules/tools/index.ts';
import { deliveriesDemoSeeder } from '../modules/supplier-deliveries/index.ts';
import { consultationsDemoSeeder } from '../modules/consultations/index.ts';

/** A seeder fills demo data on a fresh database; it must be idempotent (it checks before it writes). */
export interface Seeder {
  name: string;
  run(ctx: AppContext, log: (msg: string) => void): Promise<void>;
}

/** Demo data seeders, run in order on start when SEED_DEMO_DATA is not false. */
export const seeders: Seeder[] = [
  demoAccountsSeeder,
  catalogueSeeder,
  vigiListsSeeder,
  demoSpaceSeeder,
  safeboxDemoSeeder,
  shopSeeder,
  premiumDemoSeeder,
  supplierDemoSeeder,
  deskDemoSeeder,
  toolsDemoSeeder,
  deliveriesDemoSeeder,
  consultationsDemoSeeder,
];

export async function seedDemoData(ctx: AppContext, log: (msg: string) => void): Promise<void> {
  for (const seeder of seeders) {
    await seeder.run(ctx, (msg) => log(`[seed ${seeder.name}] ${msg}`));
  }
}
