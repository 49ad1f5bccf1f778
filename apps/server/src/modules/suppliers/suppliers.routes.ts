import type { FastifyInstance } from 'fastify';
import { MigrationStatusParams, MigrationStatusQuery, SearchStage, SearchStepsQuery, ValuesListQuery } from '@openfds/contract';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection, toData } from '../../plugins/envelope.ts';
import { callerOf } from '../../plugins/session.ts';
import { stagesForMatches, stagesForSupplier } from './search-steps.service.ts';
import { SupplierDirectory } from './supplier-directory.ts';
import { loadViewer } from '../../catalogue/document-access.ts';
import { facetValues, supplierByAccount, supplierByCodeOrSlug } from './suppliers.repository.ts';

/** The staged search (search_steps), the values lists (supplier autocomplete, filter values) and the migration check. */
export async function suppliersRoutes(app: FastifyInstance) {
  const { pool } = app.ctx;
  const directory = new SupplierDirectory(pool);

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/search_steps',
      summary: 'Stages that follow a supplier-name search',
      tags: ['search'],
      query: SearchStepsQuery,
      item: SearchStage,
      access: 'public',
    },
    async ({ request, query }) => {
      const matches = await directory.autocomplete(query.supplier_name, 20);
      return collection(request, stagesForMatches(matches, query.supplier_name, request.language));
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/search_steps/values_list',
      summary: 'Supplier autocomplete (field=supplier) or the values of a result filter',
      tags: ['search'],
      query: ValuesListQuery,
      item: z.object({ code: z.string(), name: z.string(), access_level: z.string().optional(), documents: z.number() }),
      access: 'public',
    },
    async ({ request, query }) => {
      if (query.field === 'supplier') {
        const typed = query.supplier_name ?? '';
        const rows = typed.length === 0 ? [] : await directory.autocomplete(typed, query.limit);
        return collection(
          request,
          rows.map((s) => ({ code: s.code, name: s.name, access_level: s.access_level, documents: s.document_count })),
        );
      }
      const supplier = query.supplier ? await supplierByCodeOrSlug(pool, query.supplier) : null;
      if (query.supplier && !supplier) throw new AppError('unknownSupplier', { field: 'supplier' });
      // An all-private supplier's filter values and counts are shown only to a viewer who proved one of its codes.
      const viewer = await loadViewer(app.ctx.db, callerOf(request));
      const rows = await facetValues(pool, query.field, supplier?.id ?? null, query.limit, [...viewer.provenSupplierIds]);
      return collection(
        request,
        rows.map((r) => ({ code: r.value, name: r.value, documents: r.documents })),
      );
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/search_steps/:step_code',
      summary: 'Stages for a chosen supplier (code from the supplier list)',
      tags: ['search'],
      params: z.object({ step_code: z.string().min(1).max(100) }),
      item: SearchStage,
      access: 'public',
    },
    async ({ request, params }) => {
      const supplier = await supplierByCodeOrSlug(pool, params.step_code);
      if (!supplier) throw new AppError('unknownSupplier');
      return collection(request, stagesForSupplier(supplier, request.language));
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/supplier-migration/:account/status',
      summary: 'Whether a supplier moved to another platform, and where',
      tags: ['search'],
      params: MigrationStatusParams,
      query: MigrationStatusQuery,
      item: z.object({ is_migrated: z.boolean(), redirect_url: z.string().nullable() }),
      access: 'public',
    },
    async ({ request, params }) => {
      const supplier = await supplierByAccount(pool, params.account);
      // An unknown account is simply "not migrated": the search flow continues normally (api-spec §4).
      const status = { is_migrated: !!supplier?.migrated, redirect_url: supplier?.migrated ? supplier.redirect_url : null };
      return collection(request, [status], { data: toData(status) });
    },
  );
}
