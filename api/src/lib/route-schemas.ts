import { Type } from '@sinclair/typebox';
import { ErrorEnvelope, MessageEnvelope } from '@phonesheet/shared/contracts';

// Failure bodies may carry extras (triesLeft, retryAfterSeconds): keep them when serialising.
export const Failure = Type.Object(ErrorEnvelope.properties, { additionalProperties: true });
export const failures = { '4xx': Failure, '5xx': Failure } as const;
export const messageReply = { 200: MessageEnvelope, ...failures } as const;
