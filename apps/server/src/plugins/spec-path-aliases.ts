/**
 * api-spec §7 lists "GET /users/{login}/mySDS/documents/suppliers, /changelog, /quick_icpe, /sds2excel,
 * /vigi_substances, /quick_adr". The modules answer the last five at /users/{login}/mySDS/<name>; read literally, the
 * spec puts them beside `documents/suppliers`, where they fell into GET .../documents/{document_code} and met a 595
 * ("the document code looks like ..."). Fastify's rewriteUrl sends the literal paths to the same routes, before
 * routing, so every guard (rate limit, Origin, session, access) sees the route it reaches.
 */
const DOCUMENTS_ALIAS = /^(\/api\/v1\/users\/[^/?#]+\/mySDS)\/documents\/(changelog|quick_icpe|sds2excel|vigi_substances|quick_adr)(?=[?#]|$)/;

export function rewriteSpecPathAliases(url: string): string {
  return url.replace(DOCUMENTS_ALIAS, '$1/$2');
}
