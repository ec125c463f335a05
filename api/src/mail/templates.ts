import type { OutgoingMail } from './transports';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Without `verifyLink` (a sign-up registered again) the mail carries the code only. */
export function signupCodeMail(
  to: string,
  firstName: string,
  code: string,
  verifyLink?: string,
): OutgoingMail {
  return {
    to,
    subject: `Your Phone Sheet security code: ${code}`,
    text:
      `Hello ${firstName},\n\nYour security code is ${code}. It is valid for 15 minutes.\n\n` +
      (verifyLink ? `You can also verify your account with this link:\n${verifyLink}\n\n` : '') +
      `If you did not sign up for Phone Sheet, ignore this e-mail.`,
    html:
      `<p>Hello ${escape(firstName)},</p><p>Your security code is <strong>${code}</strong>. It is valid for 15 minutes.</p>` +
      (verifyLink ? `<p>You can also <a href="${escape(verifyLink)}">verify your account</a>.</p>` : '') +
      `<p>If you did not sign up for Phone Sheet, ignore this e-mail.</p>`,
  };
}

export function resetPasswordMail(to: string, firstName: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Reset your Phone Sheet password',
    text:
      `Hello ${firstName},\n\nSet a new password with this link (valid for 1 hour, once):\n${link}\n\n` +
      `If you did not ask for it, ignore this e-mail; your password stays as it is.`,
    html:
      `<p>Hello ${escape(firstName)},</p><p><a href="${escape(link)}">Set a new password</a> (valid for 1 hour, once).</p>` +
      `<p>If you did not ask for it, ignore this e-mail; your password stays as it is.</p>`,
  };
}
