import { contentKeyAllowed, INTERFACE_LANGUAGES, type ContentEntity, type ContentRow, type InterfaceLanguage } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { recordStaffAction } from '../audit/index.ts';
import * as repo from './admin.repository.ts';

/**
 * The back office's edits of the site content (issue #26): one translation of one item, or several saved together
 * (a missing translation falls back to French on the site), each change audited with the fields before and after.
 */
export type ContentAdminContext = Pick<AppContext, 'db' | 'clock'>;

const HIDDEN = new Set(['id', 'key', 'code', 'slug', 'language', 'created_at', 'updated_at']);

/** A stored row as the back office edits it: the entity's own fields, numbers as numbers, hours as HH:MM. */
function fieldsOf(row: repo.ContentDbRow): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    if (HIDDEN.has(name)) continue;
    if (name === 'duration_hours' || name === 'price_eur') fields[name] = Number(value);
    else if (name === 'hour_start_article') fields[name] = typeof value === 'string' ? value.slice(0, 5) : null;
    else fields[name] = value;
  }
  return fields;
}

function toRow(entity: ContentEntity, row: repo.ContentDbRow): ContentRow {
  return {
    entity,
    key: String(row[repo.KEY_COLUMN[entity]]),
    language: row.language,
    fields: fieldsOf(row),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function listContent(ctx: ContentAdminContext, entity: ContentEntity): Promise<ContentRow[]> {
  return (await repo.contentRows(ctx.db, entity)).map((row) => toRow(entity, row));
}

/** Creates or replaces one translation (an information page's key must be one of the site's pages: 595 on `key`). */
export async function saveContent(
  ctx: ContentAdminContext,
  staff: Pick<SessionUser, 'id' | 'login'>,
  entity: ContentEntity,
  target: { key: string; language: string },
  input: Record<string, unknown>,
): Promise<ContentRow> {
  if (!contentKeyAllowed(entity, target.key)) throw new AppError('validation', { field: 'key', messageKey: 'not_in_enum' });
  return ctx.db.transaction().execute(async (trx) => saveOne(trx, ctx.clock.now(), staff, entity, target, input));
}

/** One translation written with its audit row, inside the caller's transaction. */
async function saveOne(
  trx: Parameters<typeof repo.contentRow>[0],
  now: Date,
  staff: Pick<SessionUser, 'id' | 'login'>,
  entity: ContentEntity,
  target: { key: string; language: string },
  input: Record<string, unknown>,
): Promise<ContentRow> {
  const columns = entity === 'site_pages' ? { ...input, sections: JSON.stringify(input.sections) } : input;
  const before = await repo.contentRow(trx, entity, target.key, target.language, true);
  const saved = await repo.upsertContentRow(trx, entity, target.key, target.language, columns, now);
  const after = toRow(entity, saved);
  await recordStaffAction(trx, {
    staff,
    at: now,
    action: before ? 'content.update' : 'content.create',
    targetType: entity,
    targetId: `${target.key}/${target.language}`,
    before: before ? fieldsOf(before) : null,
    after: after.fields,
  });
  return after;
}

/**
 * Saves several translations of one item in one transaction (all or none), each with its audit row; answers the
 * saved rows and the languages the item still lacks.
 */
export async function saveTranslations(
  ctx: ContentAdminContext,
  staff: Pick<SessionUser, 'id' | 'login'>,
  entity: ContentEntity,
  key: string,
  translations: Partial<Record<InterfaceLanguage, Record<string, unknown>>>,
): Promise<{ rows: ContentRow[]; missing: InterfaceLanguage[] }> {
  if (!contentKeyAllowed(entity, key)) throw new AppError('validation', { field: 'key', messageKey: 'not_in_enum' });
  const rows = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const saved: ContentRow[] = [];
    for (const language of INTERFACE_LANGUAGES) {
      const input = translations[language];
      if (input) saved.push(await saveOne(trx, now, staff, entity, { key, language }, input));
    }
    return saved;
  });
  const present = new Set((await repo.contentRows(ctx.db, entity)).filter((r) => String(r[repo.KEY_COLUMN[entity]]) === key).map((r) => r.language));
  return { rows, missing: INTERFACE_LANGUAGES.filter((l) => !present.has(l)) };
}

/** Deletes one translation (604 when there is none), audited with what it said. */
export async function deleteContent(
  ctx: ContentAdminContext,
  staff: Pick<SessionUser, 'id' | 'login'>,
  entity: ContentEntity,
  target: { key: string; language: string },
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.contentRow(trx, entity, target.key, target.language, true);
    if (!before) throw new AppError('notFound');
    await repo.deleteContentRow(trx, entity, target.key, target.language);
    await recordStaffAction(trx, {
      staff,
      at: ctx.clock.now(),
      action: 'content.delete',
      targetType: entity,
      targetId: `${target.key}/${target.language}`,
      before: fieldsOf(before),
      after: null,
    });
  });
}
