import { Type, type Static } from '@sinclair/typebox';

export const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Object({
    dialect: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    ok: Type.Boolean(),
    latencyMs: Type.Number(),
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
