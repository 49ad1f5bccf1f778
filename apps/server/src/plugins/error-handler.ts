import http from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { ERRORS, formatMessage, languageFromHeader, validationMessage, type EnvelopeError, type ErrorName, type InterfaceLanguage } from '@openfds/contract';
import { AppError } from '../errors/app-error.ts';
import { collection } from './envelope.ts';
import { isApiPath } from './api-route.ts';

/** Turns a catalogue error into the envelope's error object, in the request's language. */
export function toEnvelopeError(error: AppError, language: InterfaceLanguage, params: Record<string, string | number> = {}): EnvelopeError {
  const definition = ERRORS[error.error];
  const message = error.options.messageKey
    ? validationMessage(error.options.messageKey, language)
    : formatMessage(definition.messages[language], { ...params, ...error.options.params });
  const data = [...(error.options.data ?? [])];
  if (error.options.field) data.unshift({ name: 'f', value: error.options.field });
  if (error.options.messageKey) data.push({ name: 'key', value: error.options.messageKey });
  return { code: definition.code, message, data };
}

/** Converts a zod failure into one validation error per field (code 595), each naming its field. */
export function zodToAppErrors(error: ZodError): AppError[] {
  const seen = new Set<string>();
  const out: AppError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push(new AppError('validation', { field, messageKey: messageKeyOf(issue) }));
  }
  return out;
}

function messageKeyOf(issue: ZodError['issues'][number]): string {
  // Our schemas give message keys; zod's own defaults are mapped onto the generic keys of api-spec §8.
  if (/^[a-z_]+$/.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'too_small':
      return 'too_short';
    case 'too_big':
      return 'too_long';
    case 'invalid_value':
      return 'not_in_enum';
    case 'invalid_format':
      return 'wrong_pattern';
    case 'invalid_type':
      return 'params_required';
    default:
      return 'wrong_pattern';
  }
}

/**
 * One error handler for the whole API: catalogue errors, zod failures and Fastify's own errors all leave as
 * `collection.errors[]`. A 500 never carries a stack trace or SQL: the detail goes to the log only.
 */
export const errorHandlerPlugin = fp(async (app, options: { supportContact: () => string }) => {
  app.setErrorHandler((error, request, reply) => {
    const language = request.language ?? 'fr';
    const params = { support: options.supportContact() };
    let errors: AppError[];
    if (error instanceof AppError) {
      errors = [error];
      // A catalogue error that stands for a caught failure keeps it in the log: a 5xx is an alert, a 4xx a trace.
      if (error.options.cause !== undefined) {
        const log = ERRORS[error.error].status >= 500 ? request.log.error.bind(request.log) : request.log.warn.bind(request.log);
        log({ err: error.options.cause, code: error.code }, `catalogue error ${error.error} caused by a failure`);
      }
    } else if (error instanceof ZodError) errors = zodToAppErrors(error);
    else {
      const fastifyError = error as { statusCode?: number; code?: string; validation?: unknown };
      const status = fastifyError.statusCode ?? 500;
      let name: ErrorName = 'internal';
      if (status === 413 || fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') name = 'payloadTooLarge';
      else if (status === 404) name = 'notFound';
      else if (status === 429) name = 'highTraffic';
      else if (status >= 400 && status < 500) name = 'badRequest';
      if (name === 'internal') request.log.error({ err: error }, 'unexpected error');
      else request.log.info({ err: error }, 'client error');
      errors = [new AppError(name)];
    }
    const status = ERRORS[errors[0].error].status;
    reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(collection(request, [], { errors: errors.map((e) => toEnvelopeError(e, language, params)) }));
  });

  app.setNotFoundHandler((request, reply) => {
    // '/api' itself counts as an API path too: a client that drops the trailing part still gets the envelope.
    if (!isApiPath(request.url)) {
      reply.code(404).type('text/plain').send('Not found');
      return;
    }
    reply.code(404).send(collection(request, [], { errors: [toEnvelopeError(new AppError('notFound'), request.language ?? 'fr')] }));
  });
});

/**
 * The envelope body of an error answered before any route or hook ran (a URL the router cannot decode, an
 * over-long path parameter, a request the HTTP parser refused): every error answers in `collection.errors`.
 */
export function earlyErrorBody(name: ErrorName, url: string, acceptLanguage: string | undefined): string {
  const language = languageFromHeader(acceptLanguage);
  return JSON.stringify(collection({ url }, [], { errors: [toEnvelopeError(new AppError(name), language)] }));
}

/** Fastify's frameworkErrors: bad percent-encoding and over-long path parameters, in the envelope. */
export function frameworkErrors(error: { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  const name: ErrorName = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'notFound' : 'badRequest';
  reply
    .code(ERRORS[name].status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(earlyErrorBody(name, request.url, request.headers['accept-language']));
}

/**
 * The HTTP server's clientError (431 headers too large, 408, a request the parser refused such as an unknown
 * method): the same answer as Fastify's, with the envelope as body.
 */
export function clientErrorHandler(this: { log: { trace(obj: object, msg: string): void } }, error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const name: ErrorName = 'badRequest';
  const body = earlyErrorBody(name, '', undefined);
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
