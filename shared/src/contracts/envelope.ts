import { Type, type TSchema, type Static } from '@sinclair/typebox';

// Envelope of every answer: success { data, msg? }, failure { msg, errors? }.
export const ErrorEnvelope = Type.Object({
  msg: Type.String(),
  errors: Type.Optional(Type.Array(Type.String())),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

export const MessageEnvelope = Type.Object({ msg: Type.String() });
export type MessageEnvelope = Static<typeof MessageEnvelope>;

export const DataEnvelope = <T extends TSchema>(data: T) =>
  Type.Object({ data, msg: Type.Optional(Type.String()) });

export interface Envelope<T> {
  data: T;
  msg?: string;
}
