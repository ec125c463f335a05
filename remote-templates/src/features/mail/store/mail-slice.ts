import { createAction, createSlice, type PayloadAction } from '@phonesheet/shared';
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

function replaceIn(list: Mail[], updated: Mail[]): Mail[] {
  const byId = new Map(updated.map((mail) => [mail.id, mail]));
  return list.map((mail) => byId.get(mail.id) ?? mail);
}

const mailSlice = createSlice({
  name: MAIL_KEY,
  initialState: initialMailState,
  reducers: {
    metaLoaded: (
      s,
      {
        payload: meta,
      }: PayloadAction<{ folders: MailFolder[]; labels: MailLabel[]; connections: MailConnection[] }>,
    ) => ({ ...s, ...meta }),
    allLoaded(s, action: PayloadAction<Mail[]>) {
      s.all = action.payload;
    },
    // A new folder or label starts empty (its skeleton shows); another page keeps the rows until it comes.
    listRequested: (s, { payload: query }: PayloadAction<MailListQuery>) =>
      s.query && s.query.type === query.type && s.query.name === query.name
        ? s
        : { ...s, list: [], total: 0, query },
    listLoaded: (
      s,
      { payload: { list, total, query } }: PayloadAction<MailPage & { query: MailListQuery }>,
    ) => ({
      ...s,
      list,
      total,
      query,
    }),
    detailRequested: (s, { payload: id }: PayloadAction<number>) =>
      s.detail?.id === id ? s : { ...s, detail: null, detailFor: s.detailFor === id ? id : null },
    detailLoaded: (s, { payload: { id, mail } }: PayloadAction<{ id: number; mail: Mail | null }>) => ({
      ...s,
      detail: mail,
      detailFor: id,
    }),
    /** Records answered by a mutation replace the ones in every list. */
    mailsUpdated: (s, { payload: updated }: PayloadAction<Mail[]>) => ({
      ...s,
      all: replaceIn(s.all, updated),
      list: replaceIn(s.list, updated),
      detail: s.detail ? (updated.find((mail) => mail.id === s.detail!.id) ?? s.detail) : null,
    }),
    composeOpened(s) {
      s.composeOpen = true;
    },
    composeClosed(s) {
      s.composeOpen = false;
    },
    composed: (s, { payload: mail }: PayloadAction<Mail>) => ({
      ...s,
      composeOpen: false,
      all: [mail, ...s.all],
    }),
  },
});

const t = <P = void>(name: string) => createAction<P>(`${MAIL_KEY}/${name}`);

/** Commands the saga answers; the state waits for their answers. */
const commands = {
  metaRequested: t('metaRequested'),
  /** `silent`: no toast (opening an unread mail marks it read). */
  readRequested: t<{ mailIds: number[]; status: boolean; silent?: boolean }>('readRequested'),
  starredRequested: t<{ mailIds: number[]; status: boolean }>('starredRequested'),
  folderRequested: t<{ mailIds: number[]; folderId: number }>('folderRequested'),
  labelRequested: t<{ mailIds: number[]; labelId: number }>('labelRequested'),
  /** PUT mail/: the important flag. */
  importantRequested: t<{ mail: Mail; status: boolean }>('importantRequested'),
  replyRequested: t<{ mail: Mail; content: string }>('replyRequested'),
  composeRequested: t<ComposeRequest>('composeRequested'),
};

export const mailActions = { ...commands, ...mailSlice.actions };
export const mailReducer = mailSlice.reducer;

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
