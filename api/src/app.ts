import path from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import autoload from '@fastify/autoload';
import addFormats from 'ajv-formats';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ACCOUNT_MESSAGES as M, X_INTEGER, X_MESSAGE } from '@phonesheet/shared/contracts';
import type { AppConfig } from './config';
import { clientErrorHandler } from './lib/client-errors';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './db/unavailable';
import { HttpError } from './lib/http-error';
import { contractFormats } from './lib/contract-formats';
import { validationTexts } from './lib/validation-messages';
import type { Resolver } from './lib/public-address';
import type { MailerOptions } from './plugins/app/mailer';
import type { PushOptions } from './plugins/app/push';

declare module 'fastify' {
  interface FastifyInstance {
    /** The environment's settings, read once at start (config.ts). */
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** Replaces the mail transport (tests). */
  mailTransport?: MailerOptions['transport'];
  /** Replaces the logger settings (tests keep it silent). */
  logger?: FastifyServerOptions['logger'];
  /** Replaces DNS for push endpoints' hosts (tests). */
  resolveHost?: Resolver;
}

/**
 * TRUST_PROXY as fastify takes it. A hop count becomes a function of the hop: fastify's own
 * number trusts no hop at all (so a client cannot claim hops in front of an API it reaches
 * directly); TRUST_PROXY=1 says the API is reached only through that one proxy
 * (docs/deployment.md), so the last X-Forwarded-For entry is the client.
 */
function trustProxyOption(trust: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

// A folder named "(group)" groups routes (and their autohooks) without adding a URL segment.
const routeGroupPrefix = (_parent: string, folder: string): string | false =>
  /^\(.+\)$/.test(folder) ? false : folder;

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? {
      level: config.logLevel,
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.body.password',
        'req.body.confirmPassword',
        'req.body.oldPassword',
      ],
    },
    trustProxy: trustProxyOption(config.trustProxy),
    // What Node's parser refuses (431, 400, 408) in the API's own shape, with Connection: close.
    clientErrorHandler,
    bodyLimit: 256 * 1024,
    // Opening the database (PGlite's first start creates its files) takes its time, and a
    // PostgreSQL server that is away at start is waited for as long as it takes (db.ts): no
    // plugin timeout; the port answers 503 `starting` meanwhile (lib/standby.ts).
    pluginTimeout: 0,
    // verbose: each error carries its schema, whose `x-message` is the field's 400 text;
    // `example` and `x-message` are OpenAPI annotations the schemas carry.
    // A path the router cannot read (bad percent-encoding, a segment over 100 characters) is
    // answered with the same envelope as every other failure.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const msg = tooLong
        ? 'A path segment is longer than 100 characters'
        : 'The address is not valid: a part of its path is not well-formed';
      void (reply as FastifyReply)
        .status(tooLong ? 414 : 400)
        .send(tooLong ? { msg } : { msg, errors: [msg] });
    },
    ajv: {
      customOptions: {
        removeAdditional: 'all',
        coerceTypes: false,
        allErrors: true,
        verbose: true,
        keywords: ['example', X_MESSAGE, X_INTEGER],
      },
      // ajv-formats first (named, so fastify does not add it again after ours).
      plugins: [addFormats as unknown as typeof contractFormats, contractFormats],
    },
  };
  const app = Fastify(serverOptions).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);

  // Graceful shutdown: a keep-alive connection whose request is still running when close()
  // starts would hold the server open until its idle timeout; answering it with
  // "Connection: close" lets it end as soon as its response is sent. The server stops
  // listening first (server.ts), before the close hooks run.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing || !app.server.listening) reply.header('connection', 'close');
    return payload;
  });

  await app.register(autoload, { dir: path.join(__dirname, 'plugins', 'external') });
  await app.register(autoload, {
    dir: path.join(__dirname, 'plugins', 'app'),
    options: {
      transport: options.mailTransport,
      resolveHost: options.resolveHost,
    } satisfies MailerOptions & PushOptions,
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const wait = error.extra.retryAfterSeconds;
      if (error.statusCode === 429 && typeof wait === 'number') reply.header('retry-after', String(wait));
      return reply.status(error.statusCode).send(error.body());
    }
    const validation = (error as FastifyError).validation;
    if (validation) {
      // The schema check failed on something the route's own validator let through.
      const errors = validationTexts(validation as never, (error as FastifyError).validationContext);
      return reply.status(400).send({ msg: errors[0], errors });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ msg: M.tooManyRequests });
    if (status >= 400 && status < 500)
      return reply
        .status(status)
        .send(status === 400 ? { msg: error.message, errors: [error.message] } : { msg: error.message });
    // The database away, frozen or failing over: the client may try again soon (docs/deployment.md).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ msg: M.unavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ msg: M.somethingWrong });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ msg: M.notFound }));

  await app.register(autoload, {
    dir: path.join(__dirname, 'routes'),
    autoHooks: true,
    cascadeHooks: true,
    dirNameRoutePrefix: routeGroupPrefix,
  });

  return app;
}
