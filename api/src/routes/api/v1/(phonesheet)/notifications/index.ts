import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DataEnvelope,
  NOTIFICATION_LIMITS,
  Notification,
  NotificationPage,
  NotificationQuery,
  NotificationsRead,
  OwedCalls,
  Uuid,
  wholeNumberMessage,
} from '@phonesheet/shared/contracts';
import { ValidationFailed } from '../../../../../lib/http-error';
import { answers } from '../../../../../lib/route-schemas';

const IdParams = Type.Object({ id: Uuid() });

// The signed-in user's own notifications (services/notifications): a page of them, one marked
// read, all marked read. New ones arrive live on GET /events as notification.created.
const notifications: FastifyPluginAsyncTypebox = async (fastify) => {
  const svc = fastify.phonesheet.notifications;
  const tags = ['notifications'];
  const security = [{ accessToken: [] }];

  fastify.get('', {
    schema: {
      tags,
      security,
      summary: "The user's notifications, newest first, with the total and unread counts",
      querystring: NotificationQuery,
      response: { 200: DataEnvelope(NotificationPage) },
    },
    handler: async (request) => {
      // The schema checks digits; the range is checked here, each problem named (as calls do).
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 20);
      const errors: string[] = [];
      if (page < 1 || page > 100_000) errors.push(wholeNumberMessage('page', 1, 100_000));
      if (pageSize < 1 || pageSize > NOTIFICATION_LIMITS.pageSizeMax)
        errors.push(wholeNumberMessage('pageSize', 1, NOTIFICATION_LIMITS.pageSizeMax));
      if (errors.length) throw new ValidationFailed(errors);
      return { data: await svc.list(request.me, page, pageSize) };
    },
  });

  fastify.get('/owed-calls', {
    schema: {
      tags,
      security,
      summary:
        "The calls on the user's own desk still owed a call back, newest first (the top bar's messages)",
      response: { 200: DataEnvelope(OwedCalls) },
    },
    handler: async (request) => ({ data: await svc.owed(request.me) }),
  });

  fastify.post('/read-all', {
    schema: {
      tags,
      security,
      summary: "Marks every one of the user's notifications read",
      response: { 200: DataEnvelope(NotificationsRead) },
    },
    handler: async (request) => ({ data: await svc.markAllRead(request.me) }),
  });

  fastify.post('/:id/read', {
    schema: {
      tags,
      security,
      summary: 'Marks one notification read (only the user’s own)',
      params: IdParams,
      response: { 200: DataEnvelope(Notification), ...answers.notFound },
    },
    handler: async (request) => ({ data: await svc.markRead(request.me, request.params.id) }),
  });
};

export default notifications;
