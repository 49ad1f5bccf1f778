import fp from 'fastify-plugin';
import { languageFromHeader, type InterfaceLanguage } from '@openfds/contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** Interface language of the request, from Accept-Language (French by default). */
    language: InterfaceLanguage;
  }
}

export const languagePlugin = fp(async (app) => {
  app.decorateRequest('language', 'fr');
  app.addHook('onRequest', async (request) => {
    request.language = languageFromHeader(request.headers['accept-language']);
  });
});
