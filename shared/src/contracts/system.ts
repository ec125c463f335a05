import { Type, type Static } from '@sinclair/typebox';

export const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('starting')], {
    description: 'starting: the instance is waiting for its database to answer before it serves (503)',
  }),
  database: Type.Object({
    dialect: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    ok: Type.Boolean(),
    latencyMs: Type.Number(),
  }),
  liveEvents: Type.Boolean({
    description:
      'False once this instance has lost its PostgreSQL listener: its streams get no more events (restart it)',
  }),
});
export type Health = Static<typeof Health>;

export const DevMail = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  createdAt: Type.String({ description: 'ISO 8601' }),
});
export type DevMail = Static<typeof DevMail>;
