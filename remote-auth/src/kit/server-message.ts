import { uiActions } from '@phonesheet/shared';
import { ACCOUNT_MESSAGES, validationKeyOf } from '@phonesheet/shared/contracts';

type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;

/**
 * The i18n key of a text the server sent, so a toast shows it in the user's language;
 * undefined for texts with variable parts ("Please wait 42 seconds …"), shown as sent.
 */
export function serverMessageId(text: string): string | undefined {
  const validationKey = validationKeyOf(text);
  if (validationKey) return validationKey;
  const accountKey = (Object.keys(ACCOUNT_MESSAGES) as AccountMessageKey[]).find(
    (key) => ACCOUNT_MESSAGES[key] === text,
  );
  return accountKey ? `auth.server.${accountKey}` : undefined;
}

export function serverToast(kind: 'success' | 'error' | 'info', text: string) {
  return uiActions.toast({ kind, text, messageId: serverMessageId(text) });
}

export function bodyMsg(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const msg = (body as { msg?: unknown }).msg;
    if (typeof msg === 'string' && msg) return msg;
  }
  return undefined;
}
