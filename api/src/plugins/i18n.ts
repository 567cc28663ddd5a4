// Gives every request its language (query, Accept-Language, else es) and a translate function for messages.
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, translate, type Language, type MessageKey, type MessageParams } from '../i18n/messages.js';
import { resolveLanguage } from '../lib/language.js';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    t(key: MessageKey, params?: MessageParams): string;
  }
}

export default fp(async (app) => {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.decorateRequest('t', function t(this: { language: Language }, key: MessageKey, params?: MessageParams) {
    return translate(this.language, key, params);
  });
  app.addHook('onRequest', async (request) => {
    request.language = resolveLanguage(request.query, request.headers['accept-language'], request.params);
  });
}, { name: 'i18n' });
