import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InfoPage } from '@openfds/contract';
import { fetchBlogArticles, fetchShowsEvents, fetchSitePage, fetchTrainings } from './api.ts';

// Content changes rarely: kept for five minutes; the language is part of every key (the reply depends on it).
const STALE_MS = 5 * 60_000;

export function useBlogArticles(tag?: string) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['blog_articles', i18n.language, tag ?? null], queryFn: () => fetchBlogArticles(tag), staleTime: STALE_MS });
}
export function useShowsEvents() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['shows_events', i18n.language], queryFn: fetchShowsEvents, staleTime: STALE_MS });
}
export function useTrainings() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['trainings', i18n.language], queryFn: fetchTrainings, staleTime: STALE_MS });
}
export function useSitePage(slug: InfoPage) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['site_pages', slug, i18n.language], queryFn: () => fetchSitePage(slug), staleTime: STALE_MS });
}
