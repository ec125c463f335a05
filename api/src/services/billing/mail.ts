import type { OutgoingMail } from '../../mail/transports';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** To the company's administrators when a renewal charge fails. */
export function renewalFailedMail(
  to: string,
  firstName: string,
  planName: string,
  reason: string | null,
  paymentLink: string,
): OutgoingMail {
  const why = reason ? ` The bank said: ${reason}` : '';
  return {
    to,
    subject: 'Phone Sheet: your subscription payment failed',
    text:
      `Hello ${firstName},\n\nWe could not renew your ${planName} subscription.${why}\n\n` +
      `Your account keeps working while we retry. Pay now or use another card here:\n${paymentLink}\n\n` +
      `If no payment succeeds, your company moves to the Basic (free) plan; no data is lost.`,
    html:
      `<p>Hello ${escape(firstName)},</p><p>We could not renew your ${escape(planName)} subscription.${escape(why)}</p>` +
      `<p>Your account keeps working while we retry. <a href="${escape(paymentLink)}">Pay now or use another card</a>.</p>` +
      `<p>If no payment succeeds, your company moves to the Basic (free) plan; no data is lost.</p>`,
  };
}
