import type { FastifyInstance } from 'fastify';
import { DocumentsQuery, SEARCH_RESULT_COLUMN_TITLES, SEARCH_RESULT_COLUMNS, SearchResultRow } from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection, toData } from '../../plugins/envelope.ts';
import { callerOf, ensureSession } from '../../plugins/session.ts';
import { createSearchPool } from './search-pool.ts';
import { searchDocuments } from './search.service.ts';

/** GET /documents: the public sheet search (api-spec §7), 15 rows a page by default, 587 when nothing matches. */
export async function searchRoutes(app: FastifyInstance) {
  const searchPool = createSearchPool(app.ctx.pool);
  app.addHook('onClose', async () => {
    await searchPool.end().catch(() => {});
  });
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/documents',
      summary: 'Search the latest sheets (product name, codes, EAN, UFI, supplier and page filters)',
      tags: ['search'],
      query: DocumentsQuery,
      item: SearchResultRow,
      access: 'public',
      // Open to API keys (issue #27): an integrator's read.
      apiKey: 'read',
    },
    async ({ request, reply, query }) => {
      const result = await searchDocuments(app.ctx, searchPool, callerOf(request), () => ensureSession(app.ctx.db, request, reply), query);
      return collection(request, result.rows, {
        data: toData({
          itemsCount: result.itemsCount,
          itemsCountExact: result.itemsCountExact,
          pagesCount: result.pagesCount,
          pageCurrent: result.pageCurrent,
          language: result.language,
          tolerant: result.tolerant,
          columns: SEARCH_RESULT_COLUMNS.map((code) => ({ code, title: SEARCH_RESULT_COLUMN_TITLES[request.language][code] })),
        }),
      });
    },
  );
}
