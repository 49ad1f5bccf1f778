import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffRoleOf, STAFF_ROLES, type InterfaceLanguage } from '@openfds/contract';
import type { Db } from '../db/database.ts';
import type { Clock } from '../clock.ts';
import { deleteSession, insertSession, sessionByTokenHash, touchSession } from '../security/session.repository.ts';
import { liveApiKeyByHash } from '../security/api-key.repository.ts';
import { isApiRequest } from './api-paths.ts';
import { AppError } from '../errors/app-error.ts';

export const SESSION_COOKIE = 'openfds_session';

export interface SessionUser {
  id: number;
  login: string;
  email: string;
  profileTypes: string[];
  safebox: boolean;
  language: string;
}

export interface LoadedSession {
  id: number;
  userId: number | null;
  guest: Record<string, unknown> | null;
  data: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the cookie, when there is a live one. */
    session: LoadedSession | null;
    /** The logged-in user, when the session belongs to one. */
    user: SessionUser | null;
    /** True when the cookie named a session that had expired (code 556 on calls that need it). */
    sessionExpired: boolean;
    /** The API key of an `Authorization: Bearer` call (issue #27); `user` is then the key's user. */
    apiKey: RequestApiKey | null;
  }
}

/** An API key a call was made with: its scope, and for a supplier key its supplier (apiRoute enforces both). */
export interface RequestApiKey {
  id: number;
  scope: 'read' | 'write';
  supplierId: number | null;
}

/** The token of an `Authorization: Bearer <key>` header, or null when the call carries none. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

export function hashToken(token: string): Buffer {
  return crypto.createHash('sha256').update(token).digest();
}

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/**
 * Loads the session named by the cookie (only its SHA-256 is stored) and its user. Sessions idle for longer
 * than the configured time (shorter for staff: STAFF_SESSION_IDLE_MINUTES), or older than their absolute lifetime however
 * active (SESSION_MAX_HOURS, issue #22: a stolen cookie kept alive by use lived for ever), are deleted and flagged so that the next call answers code 556.
 */
export interface SessionPluginOptions {
  db: Db;
  idleMinutes: () => number;
  /** A staff member's session (admin, assistant: the back office) expires sooner when idle (issue #26). */
  staffIdleMinutes?: () => number;
  maxHours: () => number;
  clock: Clock;
}

export const sessionPlugin = fp(async (app, options: SessionPluginOptions) => {
  const { db } = options;
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionExpired', false);
  app.decorateRequest('apiKey', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    // An API key stands for its user, without a session: the cookie of the same call is ignored, and a staff
    // member's key carries no staff role (apiRoute never lets a key reach staff routes besides).
    const bearer = bearerToken(request.headers.authorization);
    if (bearer !== null) {
      const key = await liveApiKeyByHash(db, hashToken(bearer));
      if (!key) throw new AppError('apiKeyInvalid');
      request.apiKey = { id: Number(key.id), scope: key.scope, supplierId: key.supplier_id };
      request.user = {
        id: Number(key.user_id),
        login: key.login,
        email: key.email,
        profileTypes: key.profile_types.filter((p) => !(STAFF_ROLES as readonly string[]).includes(p)),
        safebox: key.safebox,
        language: key.language,
      };
      return;
    }
    const token = request.cookies?.[SESSION_COOKIE];
    if (!token) return;
    const row = await sessionByTokenHash(db, hashToken(token));
    if (!row) {
      expire(request, reply);
      return;
    }
    const staffIdle = row.user_id && staffRoleOf(row.profile_types ?? []) !== null ? options.staffIdleMinutes?.() : undefined;
    const idleMs = Math.min(staffIdle ?? Infinity, options.idleMinutes()) * 60_000;
    const maxMs = options.maxHours() * 3_600_000;
    const now = options.clock.now().getTime();
    if (now - new Date(row.last_seen_at).getTime() > idleMs || now - new Date(row.created_at).getTime() > maxMs) {
      await deleteSession(db, row.id);
      expire(request, reply);
      return;
    }
    // Touch at most once a minute to keep writes low under load.
    if (now - new Date(row.last_seen_at).getTime() > 60_000) await touchSession(db, row.id, new Date(now));
    request.session = {
      id: row.id,
      userId: row.user_id,
      guest: (row.guest as Record<string, unknown> | null) ?? null,
      data: (row.data as Record<string, unknown>) ?? {},
    };
    if (row.user_id && row.login && row.status === 'active') {
      request.user = {
        id: row.user_id,
        login: row.login,
        email: row.email ?? row.login,
        profileTypes: row.profile_types ?? [],
        safebox: row.safebox ?? false,
        language: row.language ?? 'fr',
      };
    }
  });
});

/**
 * Flags the expiry (calls that need a user answer 556) and drops the dead cookie, so that after the one 556 the
 * client simply continues as a visitor and can log in again.
 */
function expire(request: FastifyRequest, reply: FastifyReply): void {
  request.sessionExpired = true;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Cookie options: HttpOnly, SameSite=Lax, Secure when the site is served over https. */
export function sessionCookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}

/** Creates a new session row (optionally for a user) and sets its cookie. */
export async function createSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  values: { userId?: number | null; guest?: Record<string, unknown> | null; data?: Record<string, unknown> } = {},
): Promise<LoadedSession> {
  const token = newToken();
  const id = await insertSession(db, {
    tokenHash: hashToken(token),
    userId: values.userId ?? null,
    guest: values.guest ? JSON.stringify(values.guest) : null,
    data: JSON.stringify(values.data ?? {}),
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  });
  const secure = request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(secure));
  const session = { id, userId: values.userId ?? null, guest: values.guest ?? null, data: values.data ?? {} };
  request.session = session;
  return session;
}

/**
 * Who is asking, as a service sees it: the session's user and session, whether the cookie's session expired, and
 * the client address. Routes build it with callerOf(request); services never see the request or the reply.
 */
export interface Caller {
  user: SessionUser | null;
  session: LoadedSession | null;
  sessionExpired: boolean;
  ip: string;
  /** Interface language of the request (Accept-Language, French by default). */
  language: InterfaceLanguage;
  /** The language the client asked for explicitly (an Accept-Language header was sent), else undefined. */
  requestedLanguage: InterfaceLanguage | undefined;
  /** Where a service reports an error it does not throw (work finished after the reply): the request's log. */
  log: CallerLog;
}

/** The one thing a service may do with the request's log: report an error of work it runs after the reply. */
export interface CallerLog {
  error(details: { err: unknown }, message: string): void;
}

export function callerOf(request: FastifyRequest): Caller {
  return {
    user: request.user,
    session: request.session,
    sessionExpired: request.sessionExpired,
    ip: request.ip,
    language: request.language,
    requestedLanguage: request.headers['accept-language'] ? request.language : undefined,
    log: request.log,
  };
}

/** The request's session, created (for a visitor) when there is none yet. */
export async function ensureSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<LoadedSession> {
  return request.session ?? createSession(db, request, reply);
}

/** The logged-in user, or code 556 when the session expired, or 602 when nobody is logged in. */
export function requireUser(caller: { user: SessionUser | null; sessionExpired: boolean }): SessionUser {
  if (caller.user) return caller.user;
  throw new AppError(caller.sessionExpired ? 'sessionExpired' : 'notLoggedIn');
}

export function isAdmin(user: SessionUser | null): boolean {
  return !!user && user.profileTypes.includes('admin');
}
