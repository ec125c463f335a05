import { createAction, createSlice, type PayloadAction } from '@phonesheet/shared';
import type {
  Contact,
  ContactFolder,
  ContactLabel,
  ContactPage,
  ContactQuery,
  ContactViewMode,
  NewContact,
} from '../types';

export interface ContactState {
  folders: ContactFolder[];
  labels: ContactLabel[];
  query: ContactQuery;
  list: Contact[];
  total: number;
  /** Whether `list` holds an answer for `query`'s folder or label (not the previous one's). */
  loaded: boolean;
  selected: number[];
  viewMode: ContactViewMode;
  /** The contact open in the detail drawer (its id while it loads). */
  detailId: number | null;
  detail: Contact | null;
  /** The create (null) or edit (a contact) form, when open. */
  form: { contact: Contact | null } | null;
  saving: boolean;
  /** Whether the page asked for a list (the saga, loaded in its own chunk, may start later). */
  requested: boolean;
}

export const initialContactState: ContactState = {
  folders: [],
  labels: [],
  query: { type: 'folder', name: 'all', page: 0 },
  list: [],
  total: 0,
  loaded: false,
  selected: [],
  viewMode: 'list',
  detailId: null,
  detail: null,
  form: null,
  saving: false,
  requested: false,
};

const sameList = (a: ContactQuery, b: ContactQuery) => a.type === b.type && a.name === b.name;
const sameQuery = (a: ContactQuery, b: ContactQuery) => sameList(a, b) && a.page === b.page;

function replaceAll(list: Contact[], changed: Contact[]): Contact[] {
  const byId = new Map(changed.map((c) => [c.id, c]));
  return list.map((c) => byId.get(c.id) ?? c);
}

const contactSlice = createSlice({
  name: 'templatesContact',
  initialState: initialContactState,
  reducers: {
    metaLoaded(s, { payload }: PayloadAction<{ folders: ContactFolder[]; labels: ContactLabel[] }>) {
      s.folders = payload.folders;
      s.labels = payload.labels;
    },
    listRequested: (s, { payload: query }: PayloadAction<ContactQuery>) => ({
      ...s,
      query,
      requested: true,
      selected: [],
      // Another folder or label: its list is not known yet (the skeleton shows).
      ...(sameList(s.query, query) ? {} : { list: [], total: 0, loaded: false }),
    }),
    listLoaded: (
      s,
      { payload: { query, page } }: PayloadAction<{ query: ContactQuery; page: ContactPage }>,
    ) => (sameQuery(s.query, query) ? { ...s, list: page.list, total: page.total, loaded: true } : s),
    selectionChanged(s, action: PayloadAction<number[]>) {
      s.selected = action.payload;
    },
    viewModeChanged(s, action: PayloadAction<ContactViewMode>) {
      s.viewMode = action.payload;
    },
    /** Contacts the mock answered after a change: replaced in the list and the detail. */
    contactsChanged: (s, { payload: changed }: PayloadAction<Contact[]>) => ({
      ...s,
      list: replaceAll(s.list, changed),
      detail: s.detail ? (replaceAll([s.detail], changed)[0] ?? s.detail) : null,
    }),
    deleted: (
      s,
      {
        payload: { contactIds, query, page },
      }: PayloadAction<{ contactIds: number[]; query: ContactQuery; page: ContactPage }>,
    ) =>
      sameList(s.query, query)
        ? {
            ...s,
            query,
            list: page.list,
            total: page.total,
            loaded: true,
            selected: s.selected.filter((id) => !contactIds.includes(id)),
            ...(s.detailId !== null && contactIds.includes(s.detailId)
              ? { detailId: null, detail: null }
              : {}),
          }
        : s,
    detailOpened: (s, { payload: id }: PayloadAction<number>) => ({
      ...s,
      detailId: id,
      detail: s.detail?.id === id ? s.detail : null,
    }),
    detailLoaded: (s, { payload: detail }: PayloadAction<Contact | null>) =>
      detail && detail.id === s.detailId ? { ...s, detail } : s,
    detailClosed(s) {
      s.detailId = null;
      s.detail = null;
    },
    /** Opens the form: empty to create, or filled with `contact` to edit it. */
    formOpened(s, action: PayloadAction<Contact | null>) {
      s.form = { contact: action.payload };
    },
    formClosed(s) {
      s.form = null;
      s.saving = false;
    },
    createRequested(s, _action: PayloadAction<NewContact>) {
      s.saving = true;
    },
    updateRequested(s, _action: PayloadAction<Contact>) {
      s.saving = true;
    },
    /** The create or update call ended: the saved contact, or null after a failure (the form stays). */
    saveFinished(s, { payload: saved }: PayloadAction<Contact | null>) {
      s.saving = false;
      if (saved) s.form = null;
    },
  },
});

/** Commands the saga answers; the state waits for their answers. */
const commands = {
  metaRequested: createAction('templatesContact/metaRequested'),
  starRequested: createAction<{ contactIds: number[]; status: boolean }>('templatesContact/starRequested'),
  labelRequested: createAction<{ contactIds: number[]; labelId: number }>('templatesContact/labelRequested'),
  deleteRequested: createAction<number[]>('templatesContact/deleteRequested'),
};

export const contactActions = { ...commands, ...contactSlice.actions };
export const contactReducer = contactSlice.reducer;

export const selectContact = (state: { templatesContact?: ContactState }) =>
  state.templatesContact ?? initialContactState;
