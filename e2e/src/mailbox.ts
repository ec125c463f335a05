import { API_URL } from './browser';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The newest development-mailbox message to `to` matching `pattern`, waiting for the outbox. */
export async function waitForMail(to: string, pattern: RegExp, timeoutMs = 15000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${API_URL}/api/v1/dev/mailbox`);
    const { data } = (await response.json()) as { data: Mail[] };
    const mail = data.find((m) => m.to.includes(to) && pattern.test(m.text));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
}

export function codeIn(mail: Mail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no 6-digit code in: ${mail.text}`);
  return match[1];
}

export function linkIn(mail: Mail, path: string): string {
  const match = new RegExp(`https?://[^\\s"']*${path}\\?token=[A-Za-z0-9_.-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[0];
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}
