import { PHONESHEET_LIMITS as LIM, type CallStatus } from '@phonesheet/shared/contracts';

/**
 * The server's rules for a name, checked before sending so the message shows at once: 1–40
 * characters once trimmed, unique among unretired statuses (case-insensitive). Answers the
 * i18n key of the server's own text (the same words as a 400), or null.
 */
export function nameProblem(name: string, statuses: CallStatus[], exceptId?: string): string | null {
  const n = name.trim();
  if (!n || n.length > LIM.statusNameMax) return 'phonesheet.validation.statusName';
  const lower = n.toLowerCase();
  if (statuses.some((s) => !s.retired && s.id !== exceptId && s.name.toLowerCase() === lower))
    return 'phonesheet.validation.statusNameTaken';
  return null;
}
