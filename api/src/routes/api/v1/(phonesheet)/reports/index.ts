import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataEnvelope, Report, ReportQuery } from '@phonesheet/shared/contracts';
import { answers } from '../../../../../lib/route-schemas';
import { reportCsv } from '../../../../../services/phonesheet/reports/csv';

// The Reports page (docs/phone-sheet.md, "Reports"): every figure from one route, and the same
// range as CSV.
const OWN_DESK_ONLY = {
  403: answers.forbidden[403],
};

const reports: FastifyPluginAsyncTypebox = async (fastify) => {
  const svc = fastify.phonesheet.reports;
  const tags = ['reports'];
  const security = [{ accessToken: [] }];

  fastify.get('/', {
    schema: {
      tags,
      security,
      summary:
        'Figures of a range of local days: calls per day and hour, owed now, returns, busiest callers and companies, per desk. A user sees their own desk (another desk: 403); an administrator every desk or one',
      querystring: ReportQuery,
      response: { 200: DataEnvelope(Report), ...answers.planLimit, ...OWN_DESK_ONLY },
    },
    handler: async (request) => ({ data: await svc.report(request.me, request.query) }),
  });

  fastify.get('/export.csv', {
    schema: {
      tags,
      security,
      summary: 'The same report as CSV (a browser link brings ?ticket= instead of the header)',
      querystring: ReportQuery,
      response: {
        200: {
          description: 'Rows of section, item, name, measure, value (UTF-8 with a byte-order mark)',
          content: { 'text/csv': { schema: Type.String() } },
        },
        ...answers.planLimit,
        ...OWN_DESK_ONLY,
      },
    },
    config: { urlTicket: 'reports/export.csv' },
    handler: async (request, reply) => {
      const report = await svc.exportReport(request.me, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="report-${report.from}-${report.to}.csv"`)
        .header('cache-control', 'no-store')
        .send('\ufeff' + reportCsv(report));
    },
  });
};

export default reports;
