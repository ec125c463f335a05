import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DataEnvelope,
  ImportJob,
  ImportReply,
  PHONESHEET_LIMITS,
  PHONESHEET_MESSAGES as PM,
  QueryBoolean,
  Uuid,
} from '@phonesheet/shared/contracts';
import { answers } from '../../../../../lib/route-schemas';

// CSV imports: a job started (a small file answered when checked), followed and cancelled.

const IdParams = Type.Object({ id: Uuid() });
/** What a 2 MB JSON body can hold. */
const JSON_BODY_MAX_CHARS = 2 * 1024 * 1024;
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

const imports: FastifyPluginAsyncTypebox = async (fastify) => {
  const jobs = fastify.phonesheet.imports;
  const tags = ['calls'];
  const security = [{ accessToken: [] }];

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
      const body = request.body as string | { csv: string; dryRun?: boolean };
      const csv = typeof body === 'string' ? body : body.csv;
      const flag = request.query.dryRun;
      const dryRun = flag ? flag === 'true' : typeof body === 'string' ? false : (body.dryRun ?? false);
      // The plan's desk limit first, alike for the dry run and the import (the import jobs').
      const { job, ended } = await jobs.submit(request.me, csv, dryRun);
      if (!ended)
        return reply
          .status(202)
          .header('location', `/api/v1/calls/import/${job.id}`)
          .send({ msg: PM.importStarted, data: job });
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
    handler: async (request) => ({ data: await jobs.get(request.me, request.params.id) }),
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
      data: await jobs.cancel(request.me, request.params.id),
    }),
  });
};

export default imports;
