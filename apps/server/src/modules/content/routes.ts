import type { FastifyInstance } from 'fastify';
import { BlogArticle, BlogArticlesQuery, ShowEvent, SitePage, SitePageParams, TrainingModule } from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection } from '../../plugins/envelope.ts';
import * as service from './service.ts';

const tags = ['content'];

/**
 * Read calls of the site content (issue #25), public, in the request's interface language with French as
 * fallback. The spec gives no path for the blog ("path not shown"): these are ours, named after the entities.
 */
export async function contentRoutes(app: FastifyInstance) {
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/blog_articles',
      tags,
      summary: 'Blog articles shown today, by current language',
      query: BlogArticlesQuery,
      item: BlogArticle,
      access: 'public',
    },
    async ({ request, query }) => collection(request, await service.blogArticles(app.ctx, request.language, query.tag)),
  );
  apiRoute(app, { method: 'GET', url: '/shows_events', tags, summary: 'Shows and events to come', item: ShowEvent, access: 'public' }, async ({ request }) =>
    collection(request, await service.showsEvents(app.ctx, request.language)),
  );
  apiRoute(app, { method: 'GET', url: '/trainings', tags, summary: 'Training modules', item: TrainingModule, access: 'public' }, async ({ request }) =>
    collection(request, await service.trainings(app.ctx, request.language)),
  );
  apiRoute(
    app,
    { method: 'GET', url: '/site_pages/:slug', tags, summary: 'Texts of an information page', params: SitePageParams, item: SitePage, access: 'public' },
    async ({ request, params }) => collection(request, [await service.sitePage(app.ctx, params.slug, request.language)]),
  );
}
