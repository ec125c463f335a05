import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccessTokenData,
  ChangePasswordBody,
  DataEnvelope,
  PROMO_CLOSED_MESSAGE,
  UnlockBody,
  UpdateProfileBody,
  URL_TICKET_TTL_SECONDS,
  UrlTicketBody,
  UrlTicketData,
  User,
  validateChangePassword,
  validateUnlock,
  validateUpdateProfile,
} from '@phonesheet/shared/contracts';
import { answers, messageReply } from '../../../../../lib/route-schemas';
import { clearRefreshCookie, setRefreshCookie } from '../../../../../plugins/app/auth/refresh-cookie';

// Account routes for a signed-in caller (request.me; the folder's autohook checked the session).
const signedIn: FastifyPluginAsyncTypebox = async (fastify) => {
  const { accounts } = fastify;
  const schemaBase = { tags: ['auth'], security: [{ accessToken: [] }] };

  fastify.get('/getMe', {
    schema: { ...schemaBase, response: { 200: DataEnvelope(User) } },
    handler: async (request) => ({ data: await accounts.getMe(request.me) }),
  });

  // The offer banner's close button: closed for good for this user, on every browser.
  fastify.post('/closePromo', {
    schema: { ...schemaBase, response: messageReply },
    handler: async (request) => {
      await accounts.closePromo(request.me);
      return { msg: PROMO_CLOSED_MESSAGE };
    },
  });

  // A short-lived ticket for a URL the browser opens itself (EventSource, a CSV download link).
  fastify.post('/urlTicket', {
    schema: {
      ...schemaBase,
      body: UrlTicketBody,
      response: { 200: DataEnvelope(UrlTicketData), ...answers.planLimit },
    },
    handler: async (request) => {
      // A download link cannot show a 402 body: the plan is checked when the ticket is asked for.
      if (request.body.path === 'calls/export.csv' || request.body.path === 'reports/export.csv')
        await fastify.planLimits.assertCsvExport(request.me.companyId);
      const { ticket, expiresAt } = fastify.auth.issueUrlTicket(
        request.me,
        request.body.path,
        URL_TICKET_TTL_SECONDS,
      );
      return { data: { ticket, expiresAt: expiresAt.toISOString() } };
    },
  });

  fastify.post('/logout', {
    schema: { ...schemaBase, response: messageReply },
    handler: async (request, reply) => {
      const { msg } = await accounts.logout(request.me);
      clearRefreshCookie(request, reply);
      return { msg: msg as string };
    },
  });

  fastify.patch('/updateProfile', {
    schema: {
      ...schemaBase,
      body: UpdateProfileBody,
      response: { 200: DataEnvelope(AccessTokenData) },
    },
    // Empty names here; "Kindly update the fields" needs the stored names (service).
    config: { validateBody: (body) => validateUpdateProfile(body) },
    // SPEC §4: a save hands out a new token; here a new session, so a new refresh cookie too.
    handler: async (request, reply) => {
      const { tokens, msg } = await accounts.updateProfile(request.me, request.body);
      setRefreshCookie(request, reply, tokens);
      const data: AccessTokenData = { accessToken: tokens.accessToken, expiresIn: tokens.expiresIn };
      return { data, msg };
    },
  });

  fastify.patch('/changePassword', {
    schema: { ...schemaBase, body: ChangePasswordBody, response: messageReply },
    config: { validateBody: validateChangePassword, guessLimit: true },
    handler: async (request) => ({
      msg: (await accounts.changePassword(request.me, request.body)).msg as string,
    }),
  });

  fastify.post('/unlock', {
    schema: { ...schemaBase, body: UnlockBody, response: messageReply },
    config: { validateBody: validateUnlock, guessLimit: true },
    handler: async (request) => ({
      msg: (await accounts.unlock(request.me, request.body.password ?? '')).msg as string,
    }),
  });
};

export default signedIn;
