import type { Mail, MailLabel } from './types';

/** The mail folders as the template numbers them, 121 to 127. */
export const FOLDER_IDS = {
  inbox: 121,
  sent: 122,
  draft: 123,
  starred: 124,
  spam: 125,
  trash: 126,
  archive: 127,
} as const;

export type FolderAlias = keyof typeof FOLDER_IDS;

export const FOLDER_ALIASES = Object.keys(FOLDER_IDS) as FolderAlias[];

/** Where a mail can be moved to (Starred is a view, Sent and Draft are filled by composing). */
export const MOVE_TARGETS: FolderAlias[] = ['inbox', 'archive', 'spam', 'trash'];

export function isFolderAlias(name: string): name is FolderAlias {
  return Object.prototype.hasOwnProperty.call(FOLDER_IDS, name);
}

/**
 * Whether `mail` belongs in folder `alias`: a folder matches `folderValue`, except Starred,
 * which is every starred mail that is not in the trash. An unknown alias matches nothing.
 */
export function inFolder(mail: Mail, alias: string): boolean {
  if (!isFolderAlias(alias)) return false;
  if (alias === 'starred') return mail.isStarred && mail.folderValue !== FOLDER_IDS.trash;
  return mail.folderValue === FOLDER_IDS[alias];
}

/** Whether `mail` carries the label whose alias is `alias`. */
export function hasLabel(mail: Mail, alias: string, labels: MailLabel[]): boolean {
  const label = labels.find((l) => l.alias === alias);
  return !!label && mail.label?.id === label.id;
}

/** The sender shown for a thread in lists: the first message's sender. */
export function threadSender(mail: Mail) {
  return mail.messages[0]?.sender;
}

/** The latest message of a thread (its date and snippet head the list row). */
export function lastMessage(mail: Mail) {
  return mail.messages[mail.messages.length - 1];
}

/** Initials for an avatar ("Ann Lee" → "AL"). */
export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0].toUpperCase())
      .join('') || '?'
  );
}
