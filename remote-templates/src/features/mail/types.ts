/** Template-only entities: the shapes the mail demo's mock backend answers. */

export interface MailFolder {
  id: number;
  /** The template's English name; the interface shows `templates.mail.folder.<alias>`. */
  name: string;
  alias: string;
}

export interface MailLabel {
  id: number;
  name: string;
  alias: string;
  /** A preset colour name of antd's Tag (it follows light and dark themes). */
  color: string;
}

export interface MailPerson {
  name: string;
  email: string;
}

export interface MailConnection extends MailPerson {
  id: number;
  /** No remote pictures: the interface shows initials when this is empty. */
  image: string;
}

export interface MailMessage {
  messageId: number;
  sender: MailPerson;
  to: MailPerson[];
  cc: MailPerson[];
  bcc: MailPerson[];
  /** ISO 8601. */
  sentOn: string;
  description: string;
}

export interface Mail {
  id: number;
  subject: string;
  label: MailLabel | null;
  /** A folder id (121 Inbox … 127 Archive). */
  folderValue: number;
  isRead: boolean;
  isStarred: boolean;
  isImportant: boolean;
  hasAttachments: boolean;
  messages: MailMessage[];
}

/** GET /api/mailApp/folder/mail/List parameters. */
export interface MailListQuery {
  type: 'folder' | 'label';
  name: string;
  page: number;
}

export interface MailPage {
  list: Mail[];
  total: number;
}
