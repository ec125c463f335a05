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
} from '@phonesheet/shared/contracts';
import { answers, messageReply } from '../../../../lib/route-schemas';

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
    handler: async (request) => {
      const { data } = await accounts.login(request.body.email ?? '', request.body.password ?? '');
      return { data: data as AccessTokenData };
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
