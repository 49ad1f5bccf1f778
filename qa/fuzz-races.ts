/**
 * The fuzz's race mode (issue #22: it never sent two requests that race): parallel requests on one resource.
 * - logout during reads: a fresh login, then sheet page, extraction and file calls fired together with the logout
 *   (the consultation insert once answered 500 on consultations_session_id_fkey);
 * - double submits: the same write sent twice at once (add to my-FDS, remove, entry update, customer code, guest
 *   data, registration request, upload).
 * `send` is the fuzz's own request function: it counts and checks every reply (5xx, envelope).
 */
export type Send = (method: string, path: string, options?: { cookie?: string | null; json?: unknown; raw?: { body: Buffer; contentType: string } }) => Promise<{ status: number; cookie: string | null }>;

export async function race(
  kind: number,
  send: Send,
  context: { login: { login: string; password: string } | null; sheets: string[]; upload: () => { body: Buffer; contentType: string } },
): Promise<void> {
  const sheet = context.sheets[kind % Math.max(1, context.sheets.length)] ?? '0000000-00000-00000-000000';
  const login = context.login;
  const space = login ? `/api/v1/users/${encodeURIComponent(login.login)}/mySDS` : null;
  switch (kind % 4) {
    case 0: {
      if (!login) return;
      const { cookie } = await send('POST', '/api/v1/session', { json: login });
      if (!cookie) return;
      const reads = ['', '/extraction', '/preview', '/vigi_substances', '', ''].map((suffix) => send('GET', `/api/v1/documents/${sheet}${suffix}`, { cookie }));
      await Promise.all([...reads, send('DELETE', '/api/v1/session', { cookie }), ...reads]);
      return;
    }
    case 1: {
      if (!space) return;
      const { cookie } = await send('POST', '/api/v1/session', { json: login });
      const twice = (method: string, path: string, json?: unknown) => Promise.all([send(method, path, { cookie, json }), send(method, path, { cookie, json })]);
      await twice('POST', `${space}/documents`, { document_code: [sheet] });
      await twice('PUT', `${space}/documents/${sheet}`, { note: 'race', site: 'A' });
      await Promise.all([send('DELETE', `${space}/documents/${sheet}`, { cookie }), send('POST', `${space}/documents`, { cookie, json: { document_code: [sheet] } })]);
      await twice('DELETE', `${space}/documents`, { document_code: [sheet] });
      return;
    }
    case 2: {
      const guest = { first_name: 'Race', last_name: 'Guest', company_name: 'QA', email: 'race@example.com', qsds_consent: true };
      const { cookie } = await send('PUT', '/api/v1/session', { json: guest });
      await Promise.all([send('PUT', '/api/v1/session', { cookie, json: guest }), send('PUT', '/api/v1/session', { cookie, json: guest })]);
      const code = { supplier_code: 'SUP0001', customer_code: 'RACE-1' };
      await Promise.all([send('POST', '/api/v1/documents/verify_customer_code', { cookie, json: code }), send('POST', '/api/v1/documents/verify_customer_code', { cookie, json: code })]);
      const registration = { profile_type: 'mySDS', first_name: 'R', last_name: 'R', email: 'race-register@example.com', company_name: 'QA', country_code: 'fr', want_safebox: false, safebox: false, qsds_consent: false };
      await Promise.all([send('POST', '/api/v1/users/creation_request', { json: registration }), send('POST', '/api/v1/users/creation_request', { json: registration })]);
      return;
    }
    default: {
      if (!space) return;
      const { cookie } = await send('POST', '/api/v1/session', { json: login });
      const file = context.upload();
      await Promise.all([send('POST', `${space}/documents`, { cookie, raw: file }), send('POST', `${space}/documents`, { cookie, raw: file })]);
      await Promise.all([send('POST', `${space}/customer_codes`, { cookie, json: { supplier_name: 'x', customer_code: 'y' } }), send('DELETE', '/api/v1/session', { cookie })]);
    }
  }
}
