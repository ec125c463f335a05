import { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Call,
  CallChange,
  CallPage,
  CreateCallBody,
  CreateCallReply,
  DataEnvelope,
  FollowUpsQuery,
  ImportJob,
  ImportReply,
  PHONESHEET_LIMITS,
  PHONESHEET_MESSAGES as PM,
  PHONESHEET_TEXTS,
  QueryBoolean,
  SearchQuery,
  Sheet,
  SheetQuery,
  UpdateCallBody,
  Uuid,
  X_MESSAGE,
} from '@phonesheet/shared/contracts';
import { answers } from '../../../../../lib/route-schemas';
import type { CurrentUser } from '../../../../../access/current-user';
import { CSV_HEADER_LINE } from '../../../../../services/phonesheet/calls/csv';
import { acceptsGzip } from '../../../../../lib/accept-encoding';
import { dbNow } from '../../../../../db/clock';

/** The routes a client may repeat safely (plugins/app/idempotency.ts). */
const IDEMPOTENT_NOTE =
  'An Idempotency-Key header (≤ 200 characters) makes a repeat within 24 h answer the first ' +
  'answer again (Idempotent-Replayed: true) instead of running twice';
const IdParams = Type.Object({ id: Uuid() });
/** What a 2 MB JSON body can hold. */
const JSON_BODY_MAX_CHARS = 2 * 1024 * 1024;
const CallBackBody = Type.Object({
  notes: Type.Optional(
    Type.Union([
      Type.String({
        maxLength: PHONESHEET_LIMITS.notesMax,
        example: 'Called back about the invoice',
        [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.notesTooLong'],
      }),
      Type.Null(),
    ]),
  ),
  statusId: Type.Optional(
    Type.Union([
      Uuid({ [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.status'] }),
      Type.Literal(''),
      Type.Null(),
    ]),
  ),
});
const ImportBody = Type.Object({
  csv: Type.String({
    maxLength: JSON_BODY_MAX_CHARS,
    description: 'The CSV file (a JSON body is at most 2 MB: send a bigger file as text/csv)',
    example:
      'direction,name,company,phone,extension,status,priority,notes,occurredAt\nin,Ada,Acme,+1 212 555 0100,,,today,,',
  }),
  dryRun: Type.Optional(Type.Boolean({ description: 'Check only: nothing is stored' })),
});
/**
 * The file as JSON (`{ csv, dryRun }`, up to 2 MB) or as it is (text/csv, up to 20 MB, with
 * `?dryRun=true`): a big JSON body would hold the event loop while it is parsed.
 */
const ImportBodies = {
  content: {
    'application/json': { schema: ImportBody },
    'text/csv': { schema: Type.String({ description: 'The CSV file, UTF-8, up to 20 MB' }) },
  },
};
// Query strings are not coerced (app.ts): the flag is spelt out.
const ImportQuery = Type.Object({
  dryRun: Type.Optional(QueryBoolean('dryRun', 'Check only: nothing is stored')),
});

/** The answer to a small file's job that did not pass: bad file 400, cancelled 409, restart 503. */
const endStatus = (job: ImportJob) =>
  job.status === 'cancelled'
    ? 409
    : job.msg === PM.importInterrupted
      ? 503
      : job.msg === PM.importFailed
        ? 500
        : 400;

const calls: FastifyPluginAsyncTypebox = async (fastify) => {
  const svc = fastify.phonesheet.calls;
  const plans = fastify.phonesheet.plans;
  const tags = ['calls'];
  const security = [{ accessToken: [] }];
  /** History depth: `from` before the plan's window → 402; no `from` → clipped to the window. */
  const withinHistory = async (user: CurrentUser, query: SearchQuery): Promise<SearchQuery> => {
    const cutoff = await plans.historyFrom(user.companyId, query.from);
    return cutoff && !query.from ? { ...query, from: cutoff.toISOString() } : query;
  };

  fastify.get('/sheet', {
    schema: {
      tags,
      security,
      summary: "Today's sheet: rolled-over open calls, then the day's calls",
      querystring: SheetQuery,
      response: { 200: DataEnvelope(Sheet) },
    },
    // The service hands over the whole JSON body (built by the database, or as bytes shared by
    // the readers of one read or of the cache): a string or Buffer with a JSON content type is
    // sent as it is, so the typed payload is bypassed on purpose.
    handler: async (request, reply) => {
      const body = await svc.sheetBody(request.me, request.query);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (typeof body === 'string' || Buffer.isBuffer(body)) return reply.send(body as never);
      if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body.body as never);
      return reply.header('content-encoding', 'gzip').send(body.gzip() as never);
    },
  });

  fastify.get('/follow-ups', {
    schema: {
      tags,
      security,
      summary: "Follow-ups due up to a time (the reminders): one desk, or the caller's own and covered desks",
      querystring: FollowUpsQuery,
      response: { 200: DataEnvelope(Type.Array(Call)), ...answers.forbidden, ...answers.notFound },
    },
    handler: async (request) => ({ data: await svc.followUps(request.me, request.query) }),
  });

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
      const user = request.me;
      const body = await svc.searchBody(user, await withinHistory(user, request.query));
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
      const user = request.me;
      await fastify.planLimits.assertCsvExport(user.companyId);
      const query = await withinHistory(user, request.query);
      const batches = svc.exportCsv(user, query);
      // Surface filter errors (400) before the 200 header is sent.
      const first = await batches.next();
      async function* text() {
        yield '\ufeff' + CSV_HEADER_LINE;
        if (first.done) return;
        yield first.value;
        yield* batches;
      }
      const day = dbNow().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="calls-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(text(), { highWaterMark: 1 }));
    },
  });

  const imports = fastify.phonesheet.imports;
  fastify.post('/import', {
    schema: {
      tags,
      security,
      summary:
        'CSV import job, all or nothing; dryRun checks only. A small file is answered when checked ' +
        '(200 dry run, 201 stored, 400 bad lines); a bigger one gets 202 and the job to follow',
      querystring: ImportQuery,
      body: ImportBodies,
      response: {
        200: ImportReply,
        201: ImportReply,
        202: Type.Object(
          { msg: Type.String(), data: ImportJob },
          { description: 'A big file: follow the job' },
        ),
        400: Type.Unsafe({ $ref: 'ValidationError#', description: 'Bad lines: errors, rows and data.job' }),
        ...answers.planLimit,
        409: Type.Unsafe({ $ref: 'Error#', description: 'The import was cancelled' }),
        ...answers.busy,
        ...answers.unavailable,
      },
    },
    // The size check of the file itself answers 400 with the catalogue's message.
    bodyLimit: PHONESHEET_LIMITS.importMaxBytes * 2 + 1024,
    handler: async (request, reply) => {
      const user = request.me;
      const body = request.body as string | { csv: string; dryRun?: boolean };
      const csv = typeof body === 'string' ? body : body.csv;
      const flag = request.query.dryRun;
      const dryRun = flag ? flag === 'true' : typeof body === 'string' ? false : (body.dryRun ?? false);
      // Every imported call lands on the importer's desk: the plan's desk limit, alike for the
      // dry run and the import.
      await plans.beforeDesk(user, user.id);
      const started = await imports.start(user, csv, dryRun);
      if (csv.length > PHONESHEET_LIMITS.importSyncBytes)
        return reply
          .status(202)
          .header('location', `/api/v1/calls/import/${started.id}`)
          .send({ msg: PM.importStarted, data: started });
      const job = await imports.wait(started.id);
      if (job.status !== 'done')
        return reply.status(endStatus(job) as 400).send({
          msg: job.msg ?? PM.importFailed,
          errors: job.errors.length ? job.errors : [job.msg ?? PM.importFailed],
          ...(job.rows.length ? { rows: job.rows } : {}),
          data: { job },
        });
      return reply
        .status(dryRun ? 200 : 201)
        .send({ msg: PM.imported, data: { imported: job.imported, dryRun, preview: job.preview, job } });
    },
  });

  fastify.get('/import/:id', {
    schema: {
      tags,
      security,
      summary: 'An import job: its progress, bad lines or result',
      params: IdParams,
      response: { 200: DataEnvelope(ImportJob) },
    },
    handler: async (request) => ({ data: await imports.get(request.me, request.params.id) }),
  });

  fastify.delete('/import/:id', {
    schema: {
      tags,
      security,
      summary: 'Cancels a running import: nothing of it is stored',
      params: IdParams,
      response: { 200: DataEnvelope(ImportJob), ...answers.conflict },
    },
    handler: async (request) => ({
      msg: PM.importCancelled,
      data: await imports.cancel(request.me, request.params.id),
    }),
  });

  fastify.post('', {
    schema: {
      tags,
      security,
      summary:
        'Log a call (a duplicate number within 10 minutes is flagged in duplicateOf). ' + IDEMPOTENT_NOTE,
      body: CreateCallBody,
      response: { 201: CreateCallReply, ...answers.planLimit, ...answers.forbidden },
    },
    config: { idempotent: true },
    handler: async (request, reply) => {
      // The service's desk check also applies the plan's desk limit (one query).
      const { call, duplicateOf } = await svc.create(request.me, request.body);
      return reply.status(201).send({ data: call, ...(duplicateOf ? { duplicateOf } : {}) });
    },
  });

  fastify.get('/:id', {
    schema: { tags, security, params: IdParams, response: { 200: DataEnvelope(Call) } },
    handler: async (request) => ({ data: await svc.get(request.me, request.params.id) }),
  });

  fastify.get('/:id/changes', {
    schema: {
      tags,
      security,
      summary: 'Who changed which field, from what to what',
      params: IdParams,
      response: { 200: DataEnvelope(Type.Array(CallChange)) },
    },
    handler: async (request) => ({ data: await svc.changes(request.me, request.params.id) }),
  });

  fastify.patch('/:id', {
    schema: {
      tags,
      security,
      summary:
        'Change fields; version is required (stale → 409 with the current call and what changed). ' +
        IDEMPOTENT_NOTE,
      params: IdParams,
      body: UpdateCallBody,
      response: {
        200: DataEnvelope(Call),
        ...answers.planLimit,
        ...answers.forbidden,
        ...answers.callConflict,
      },
    },
    config: { idempotent: true },
    handler: async (request) => {
      return { data: await svc.update(request.me, request.params.id, request.body) };
    },
  });

  fastify.delete('/:id', {
    schema: {
      tags,
      security,
      summary: 'Soft delete (undo with POST /:id/restore)',
      params: IdParams,
      response: { 200: DataEnvelope(Call), ...answers.forbidden },
    },
    handler: async (request) => ({
      data: await svc.remove(request.me, request.params.id),
      msg: PM.deleted,
    }),
  });

  fastify.post('/:id/restore', {
    schema: {
      tags,
      security,
      params: IdParams,
      response: { 200: DataEnvelope(Call), ...answers.planLimit, ...answers.forbidden },
    },
    handler: async (request) => {
      const user = request.me;
      await plans.beforeRestore(user, request.params.id);
      return { data: await svc.restore(user, request.params.id), msg: PM.restored };
    },
  });

  fastify.post('/:id/callback', {
    schema: {
      tags,
      security,
      summary:
        'Log the outgoing call that returns this one; an open original becomes Returned. ' + IDEMPOTENT_NOTE,
      params: IdParams,
      body: CallBackBody,
      response: {
        201: DataEnvelope(Type.Object({ call: Call, original: Call })),
        ...answers.planLimit,
        ...answers.forbidden,
      },
    },
    config: { idempotent: true },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await svc.callBack(request.me, request.params.id, request.body ?? {}) }),
  });
};

export default calls;
