// Twilio's voice status callback, read as the facts of a call (docs/integrations.md).
import type { PhoneCallFacts } from './call-facts';

/** Twilio's final call statuses: `completed` was answered, the others were not. */
const FINAL: Record<string, PhoneCallFacts['status']> = {
  completed: 'answered',
  busy: 'missed',
  'no-answer': 'missed',
  failed: 'missed',
  canceled: 'missed',
};

export type TwilioReading =
  | { kind: 'call'; facts: PhoneCallFacts }
  /** Not a finished call of its own: not ended yet, or a leg of a call that is logged by its parent. */
  | { kind: 'skip' }
  | { kind: 'invalid' };

/**
 * The facts of a finished call from a status callback's parameters: the direction (Twilio's
 * `inbound`, or `outbound-api` / `outbound-dial`), the numbers, answered or not, and when it
 * started (the callback's `Timestamp`, the call's end, less `CallDuration`).
 */
export function readTwilioCallback(params: Record<string, string>): TwilioReading {
  const status = FINAL[params.CallStatus ?? ''];
  // A <Dial> leg has a parent call, which is the one logged.
  if (!status || params.ParentCallSid) return { kind: 'skip' };
  const callId = params.CallSid ?? '';
  const endedAt = Date.parse(params.Timestamp ?? '');
  if (!/^CA[0-9a-fA-F]{32}$/.test(callId) || !Number.isFinite(endedAt)) return { kind: 'invalid' };
  const duration = /^\d{1,7}$/.test(params.CallDuration ?? '') ? Number(params.CallDuration) : 0;
  return {
    kind: 'call',
    facts: {
      callId,
      direction: params.Direction === 'inbound' ? 'in' : 'out',
      from: params.From ?? '',
      to: params.To ?? '',
      status,
      startedAt: new Date(endedAt - duration * 1000),
    },
  };
}
