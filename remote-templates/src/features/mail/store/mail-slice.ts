import { createAction, createReducer } from '@phonesheet/shared';
import { FOLDER_ALIASES, inFolder } from '../rules';
import type {
  Mail,
  MailConnection,
  MailFolder,
  MailLabel,
  MailListQuery,
  MailMessage,
  MailPage,
} from '../types';

export const MAIL_KEY = 'templatesMail';

/** Fetch-lifecycle keys (useFetchState). */
export const MAIL_FETCH = {
  meta: 'mail/meta',
  list: 'mail/list',
  detail: 'mail/detail',
  update: 'mail/update',
  reply: 'mail/reply',
  compose: 'mail/compose',
} as const;

export interface MailState {
  folders: MailFolder[];
  labels: MailLabel[];
  connections: MailConnection[];
  /** Every mail, for the sidebar's unread counts. */
  all: Mail[];
  /** The page on screen and the query that gave it. */
  list: Mail[];
  total: number;
  query: MailListQuery | null;
  /** The open mail (null while loading or when it does not exist). */
  detail: Mail | null;
  /** The id the last detail answer was for (null: none yet), so "not found" differs from "loading". */
  detailFor: number | null;
  composeOpen: boolean;
}

export const initialMailState: MailState = {
  folders: [],
  labels: [],
  connections: [],
  all: [],
  list: [],
  total: 0,
  query: null,
  detail: null,
  detailFor: null,
  composeOpen: false,
};

/** What the compose dialog sends (addresses already split and checked). */
export interface ComposeRequest {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  content: string;
}

const t = <P = undefined>(name: string) => createAction<P>(`templatesMail/${name}`);

export const mailActions = {
  metaRequested: t('metaRequested'),
  metaLoaded: t<{ folders: MailFolder[]; labels: MailLabel[]; connections: MailConnection[] }>('metaLoaded'),
  allLoaded: t<Mail[]>('allLoaded'),
  listRequested: t<MailListQuery>('listRequested'),
  listLoaded: t<MailPage & { query: MailListQuery }>('listLoaded'),
  detailRequested: t<number>('detailRequested'),
  detailLoaded: t<{ id: number; mail: Mail | null }>('detailLoaded'),
  /** Records answered by a mutation replace the ones in every list. */
  mailsUpdated: t<Mail[]>('mailsUpdated'),
  /** `silent`: no toast (opening an unread mail marks it read). */
  readRequested: t<{ mailIds: number[]; status: boolean; silent?: boolean }>('readRequested'),
  starredRequested: t<{ mailIds: number[]; status: boolean }>('starredRequested'),
  folderRequested: t<{ mailIds: number[]; folderId: number }>('folderRequested'),
  labelRequested: t<{ mailIds: number[]; labelId: number }>('labelRequested'),
  /** PUT mail/: the important flag. */
  importantRequested: t<{ mail: Mail; status: boolean }>('importantRequested'),
  replyRequested: t<{ mail: Mail; content: string }>('replyRequested'),
  composeOpened: t('composeOpened'),
  composeClosed: t('composeClosed'),
  composeRequested: t<ComposeRequest>('composeRequested'),
  composed: t<Mail>('composed'),
};
const A = mailActions;

function replaceIn(list: Mail[], updated: Mail[]): Mail[] {
  const byId = new Map(updated.map((mail) => [mail.id, mail]));
  return list.map((mail) => byId.get(mail.id) ?? mail);
}

export const mailReducer = createReducer<MailState>(initialMailState, (on) => [
  on(A.metaLoaded, (s, meta) => ({ ...s, ...meta })),
  on(A.allLoaded, (s, all) => ({ ...s, all })),
  on(A.listLoaded, (s, { list, total, query }) => ({ ...s, list, total, query })),
  // A new folder or label starts empty (its skeleton shows); another page keeps the rows until it comes.
  on(A.listRequested, (s, query) =>
    s.query && s.query.type === query.type && s.query.name === query.name
      ? s
      : { ...s, list: [], total: 0, query },
  ),
  on(A.detailRequested, (s, id) =>
    s.detail?.id === id ? s : { ...s, detail: null, detailFor: s.detailFor === id ? id : null },
  ),
  on(A.detailLoaded, (s, { id, mail }) => ({ ...s, detail: mail, detailFor: id })),
  on(A.mailsUpdated, (s, updated) => ({
    ...s,
    all: replaceIn(s.all, updated),
    list: replaceIn(s.list, updated),
    detail: s.detail ? (updated.find((mail) => mail.id === s.detail!.id) ?? s.detail) : null,
  })),
  on(A.composeOpened, (s) => ({ ...s, composeOpen: true })),
  on(A.composeClosed, (s) => ({ ...s, composeOpen: false })),
  on(A.composed, (s, mail) => ({ ...s, composeOpen: false, all: [mail, ...s.all] })),
]);

export const selectMail = (state: { [MAIL_KEY]?: MailState }): MailState =>
  state[MAIL_KEY] ?? initialMailState;

/** Unread mails per folder alias and per label alias (the sidebar's counts). */
export function unreadCounts(state: MailState): {
  folders: Record<string, number>;
  labels: Record<string, number>;
} {
  const unread = state.all.filter((mail) => !mail.isRead);
  const folders = Object.fromEntries(
    FOLDER_ALIASES.map((alias) => [alias, unread.filter((mail) => inFolder(mail, alias)).length]),
  );
  const labels = Object.fromEntries(
    state.labels.map((label) => [label.alias, unread.filter((mail) => mail.label?.id === label.id).length]),
  );
  return { folders, labels };
}

/** The next message id of a thread. */
export function nextMessageId(messages: MailMessage[]): number {
  return messages.reduce((max, message) => Math.max(max, message.messageId), 0) + 1;
}
