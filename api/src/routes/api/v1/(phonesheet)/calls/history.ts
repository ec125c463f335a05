import { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CallPage, DataEnvelope, SearchQuery } from '@phonesheet/shared/contracts';
import { answers } from '../../../../../lib/route-schemas';
import { dbNow } from '../../../../../db/clock';

// History: the search by pages and the CSV export, both within the plan's window of days (the
// calls service applies it, services/phonesheet/calls/history-reads.ts).
const history: FastifyPluginAsyncTypebox = async (fastify) => {
  const svc = fastify.phonesheet.calls;
  const tags = ['calls'];
  const security = [{ accessToken: [] }];

  fastify.get('', {
    schema: {
      tags,
      security,
      summary: 'History search with filters, sort and pages',
      querystring: SearchQuery,
      response: { 200: DataEnvelope(CallPage), ...answers.planLimit },
    },
    // The body comes as JSON text written by the database (as the sheet's): sent as it is.
    handler: async (request, reply) => {
      const body = await svc.searchBody(request.me, request.query);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  });

  fastify.get('/export.csv', {
    schema: {
      tags,
      security,
      summary:
        'CSV of every call of a filter, streamed (a browser link brings ?ticket= instead of the header)',
      querystring: SearchQuery,
      response: {
        200: {
          description: 'The calls as CSV (UTF-8 with a byte-order mark)',
          content: { 'text/csv': { schema: Type.String() } },
        },
        ...answers.planLimit,
      },
    },
    config: { urlTicket: 'calls/export.csv' },
    handler: async (request, reply) => {
      // The plan's refusal and filter errors (400) come before the 200 header is sent.
      const text = await svc.exportCsv(request.me, request.query);
      const day = dbNow().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="calls-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(text, { highWaterMark: 1 }));
    },
  });
};

export default history;
