import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccessTokenData,
  DataEnvelope,
  EmailBody,
  InvalidCodeError,
  ResendWaitError,
  LoginBody,
  MessageEnvelope,
  RegisterAdminBody,
  ResetPasswordBody,
  VerifyCodeBody,
  VerifyUserParams,
  validateEmailOnly,
  validateLogin,
  validateRegisterAdmin,
  validateResetPassword,
  validateVerifyCode,
  ACCOUNT_MESSAGES as M,
} from '@phonesheet/shared/contracts';
import { answers, messageReply } from '../../../../lib/route-schemas';
import { HttpError } from '../../../../lib/http-error';
import type { IssuedTokens } from '../../../../services/accounts/auth';
import {
  clearRefreshCookie,
  REFRESH_COOKIE,
  refreshCookieOf,
  setRefreshCookie,
} from '../../../../plugins/app/auth/refresh-cookie';

const accessData = (tokens: IssuedTokens): AccessTokenData => ({
  accessToken: tokens.accessToken,
  expiresIn: tokens.expiresIn,
});

// Public account routes (docs/accounts.md). Signed-in ones live in ./(signed-in).
const publicAuth: FastifyPluginAsyncTypebox = async (fastify) => {
  const { accounts } = fastify;
  const tags = ['auth'];

  fastify.post('/registerAdmin', {
    schema: {
      tags,
      body: RegisterAdminBody,
      response: { 200: MessageEnvelope, 201: MessageEnvelope, ...answers.conflict },
    },
    config: { sensitive: true, validateBody: validateRegisterAdmin },
    handler: async (request, reply) => {
      const { status, msg } = await accounts.registerAdmin(request.body);
      return reply.status(status as 200).send({ msg: msg as string });
    },
  });

  fastify.post('/verifyCode', {
    schema: {
      tags,
      body: VerifyCodeBody,
      response: {
        ...messageReply,
        400: InvalidCodeError,
        ...answers.notFound,
        ...answers.gone,
        ...answers.locked,
      },
    },
    config: { sensitive: true, validateBody: validateVerifyCode },
    handler: async (request) => {
      const { email, code, password } = request.body;
      const { msg } = await accounts.verifyCode(email ?? '', code ?? '', password);
      return { msg: msg as string };
    },
  });

  fastify.post('/resendCode', {
    schema: {
      tags,
      body: EmailBody,
      response: { ...messageReply, ...answers.notFound, 429: ResendWaitError },
    },
    config: { sensitive: true, validateBody: validateEmailOnly },
    handler: async (request) => {
      const { msg } = await accounts.resendCode(request.body.email ?? '');
      return { msg: msg as string };
    },
  });

  fastify.patch('/verifyUser/:token', {
    schema: { tags, params: VerifyUserParams, response: messageReply },
    handler: async (request) => {
      const { msg } = await accounts.verifyUser(request.params.token);
      return { msg: msg as string };
    },
  });

  fastify.post('/login', {
    schema: {
      tags,
      body: LoginBody,
      response: {
        200: DataEnvelope(AccessTokenData),
        401: Type.Unsafe({ $ref: 'Error#', description: 'Invalid email or password' }),
        403: Type.Unsafe({ $ref: 'Error#', description: 'The e-mail is not verified yet' }),
      },
    },
    config: { sensitive: true, validateBody: validateLogin },
    handler: async (request, reply) => {
      const tokens = await accounts.login(request.body.email ?? '', request.body.password ?? '');
      setRefreshCookie(request, reply, tokens);
      return { data: accessData(tokens) };
    },
  });

  // The page keeps its access token in memory only; at start, before it expires, and after a
  // 401 it asks here for a new one with the refresh cookie, which is rotated each time.
  fastify.post('/refresh', {
    schema: {
      tags,
      description: `Renews the access token with the \`${REFRESH_COOKIE}\` cookie (HttpOnly, Path=/api/v1/auth) and rotates that cookie. An old refresh token ends its session.`,
      response: {
        200: DataEnvelope(AccessTokenData),
        401: Type.Unsafe({ $ref: 'Error#', description: 'No valid refresh cookie: sign in again' }),
      },
    },
    // No sign-in limit: a refresh token cannot be guessed (a MAC), and every page load asks here.
    handler: async (request, reply) => {
      const outcome = await fastify.auth.refresh(refreshCookieOf(request));
      if (outcome.kind !== 'ok') {
        clearRefreshCookie(request, reply);
        throw new HttpError(401, M.tokenInvalid);
      }
      setRefreshCookie(request, reply, outcome.tokens);
      return { data: accessData(outcome.tokens) };
    },
  });

  // A page of an earlier version kept a 12-hour bearer token in localStorage: it trades it here,
  // once, for the refresh cookie of the same session and a short access token, then deletes it.
  fastify.post('/exchangeToken', {
    schema: {
      tags,
      description:
        'Trades an earlier long-lived bearer token (Authorization header) once for a refresh cookie and a short access token; the old token stops working.',
      security: [{ accessToken: [] }],
      response: {
        200: DataEnvelope(AccessTokenData),
        401: Type.Unsafe({ $ref: 'Error#', description: 'Token is not valid (or was exchanged already)' }),
      },
    },
    handler: async (request, reply) => {
      const tokens = await fastify.auth.exchangeLegacy(request.headers.authorization);
      if (!tokens) throw new HttpError(401, M.tokenInvalid);
      setRefreshCookie(request, reply, tokens);
      return { data: accessData(tokens) };
    },
  });

  fastify.post('/forgotPassword', {
    schema: { tags, body: EmailBody, response: messageReply },
    config: { sensitive: true, validateBody: validateEmailOnly },
    handler: async (request) => {
      const { msg } = await accounts.forgotPassword(request.body.email ?? '');
      return { msg: msg as string };
    },
  });

  fastify.post('/resetPassword', {
    schema: { tags, body: ResetPasswordBody, response: messageReply },
    config: { sensitive: true, validateBody: validateResetPassword },
    handler: async (request) => {
      const { msg } = await accounts.resetPassword(request.body.token, request.body.password ?? '');
      return { msg: msg as string };
    },
  });
};

export default publicAuth;
