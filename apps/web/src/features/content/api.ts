import type { BlogArticle, InfoPage, ShowEvent, SitePage, TrainingModule } from '@openfds/contract';
import { api } from '../../lib/api.ts';

/** The content read calls (issue #25); the server answers in the interface language sent with every call. */
export const fetchBlogArticles = async (tag?: string) => (await api<BlogArticle>(`/blog_articles${tag ? `?tag=${encodeURIComponent(tag)}` : ''}`)).items;
export const fetchShowsEvents = async () => (await api<ShowEvent>('/shows_events')).items;
export const fetchTrainings = async () => (await api<TrainingModule>('/trainings')).items;
export async function fetchSitePage(slug: InfoPage): Promise<SitePage> {
  const item = (await api<SitePage>(`/site_pages/${slug}`)).items[0];
  if (!item) throw new Error(`no page ${slug}`);
  return item;
}
