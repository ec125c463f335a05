// What the Twilio reader (twilio.ts), the generic webhook's route and the service share: a module
// of its own, so that neither imports the other.

/** What a phone system tells of a finished call, from Twilio's parameters or the generic JSON. */
export interface PhoneCallFacts {
  /** The phone system's id of the call (Twilio's CallSid). */
  callId: string;
  direction: 'in' | 'out';
  /** Incoming: the caller; outgoing: the company's number it was made from. */
  from: string;
  /** Incoming: the company's number dialled; outgoing: who was called. */
  to: string;
  status: 'answered' | 'missed';
  startedAt: Date;
}
