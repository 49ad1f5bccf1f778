import type { ContentEntity } from '@openfds/contract';

/** How the content editor shows each field of an entity (the contract's CONTENT_INPUTS give the rules). */
export type FieldKind = 'text' | 'long' | 'date' | 'time' | 'number' | 'list' | 'lines' | 'sections';
export interface FieldSpec {
  name: string;
  kind: FieldKind;
  required?: boolean;
}

export const CONTENT_FIELDS: Record<ContentEntity, FieldSpec[]> = {
  blog_articles: [
    { name: 'title', kind: 'text', required: true },
    { name: 'description', kind: 'long', required: true },
    { name: 'url', kind: 'text', required: true },
    { name: 'date_start_article', kind: 'date', required: true },
    { name: 'hour_start_article', kind: 'time' },
    { name: 'date_start_publication', kind: 'date' },
    { name: 'date_end_publication', kind: 'date' },
    { name: 'tags', kind: 'list' },
  ],
  shows_events: [
    { name: 'title', kind: 'text', required: true },
    { name: 'url', kind: 'text', required: true },
    { name: 'image_url', kind: 'text', required: true },
    { name: 'image_alt', kind: 'text', required: true },
    { name: 'date_text', kind: 'text', required: true },
    { name: 'place', kind: 'text', required: true },
    { name: 'date_start', kind: 'date', required: true },
  ],
  trainings: [
    { name: 'position', kind: 'number' },
    { name: 'title', kind: 'text', required: true },
    { name: 'duration_hours', kind: 'number', required: true },
    { name: 'objective', kind: 'long', required: true },
    { name: 'contents', kind: 'lines' },
    { name: 'price_eur', kind: 'number', required: true },
  ],
  site_pages: [
    { name: 'title', kind: 'text', required: true },
    { name: 'lead', kind: 'long', required: true },
    { name: 'sections', kind: 'sections' },
  ],
};

export type Section = { id: string; title: string; text: string };

/** The values the form edits as the body the server takes: empty optional fields as null, numbers as numbers. */
export function toBody(entity: ContentEntity, values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of CONTENT_FIELDS[entity]) {
    const value = values[field.name];
    if (field.kind === 'number') body[field.name] = value === '' || value === undefined || value === null ? undefined : Number(value);
    else if (field.kind === 'list' || field.kind === 'lines' || field.kind === 'sections') body[field.name] = value ?? [];
    else if (field.kind === 'date' || field.kind === 'time') body[field.name] = value ? value : null;
    else body[field.name] = value ?? '';
  }
  return body;
}
