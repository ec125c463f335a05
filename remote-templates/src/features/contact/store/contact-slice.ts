import { createAction, createReducer } from '@phonesheet/shared';
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

export const contactActions = {
  metaRequested: createAction('templatesContact/metaRequested'),
  metaLoaded: createAction<{ folders: ContactFolder[]; labels: ContactLabel[] }>(
    'templatesContact/metaLoaded',
  ),
  listRequested: createAction<ContactQuery>('templatesContact/listRequested'),
  listLoaded: createAction<{ query: ContactQuery; page: ContactPage }>('templatesContact/listLoaded'),
  selectionChanged: createAction<number[]>('templatesContact/selectionChanged'),
  viewModeChanged: createAction<ContactViewMode>('templatesContact/viewModeChanged'),
  starRequested: createAction<{ contactIds: number[]; status: boolean }>('templatesContact/starRequested'),
  labelRequested: createAction<{ contactIds: number[]; labelId: number }>('templatesContact/labelRequested'),
  /** Contacts the mock answered after a change: replaced in the list and the detail. */
  contactsChanged: createAction<Contact[]>('templatesContact/contactsChanged'),
  deleteRequested: createAction<number[]>('templatesContact/deleteRequested'),
  deleted: createAction<{ contactIds: number[]; query: ContactQuery; page: ContactPage }>(
    'templatesContact/deleted',
  ),
  detailOpened: createAction<number>('templatesContact/detailOpened'),
  detailLoaded: createAction<Contact | null>('templatesContact/detailLoaded'),
  detailClosed: createAction('templatesContact/detailClosed'),
  /** Opens the form: empty to create, or filled with `contact` to edit it. */
  formOpened: createAction<Contact | null>('templatesContact/formOpened'),
  formClosed: createAction('templatesContact/formClosed'),
  createRequested: createAction<NewContact>('templatesContact/createRequested'),
  updateRequested: createAction<Contact>('templatesContact/updateRequested'),
  /** The create or update call ended: the saved contact, or null after a failure (the form stays). */
  saveFinished: createAction<Contact | null>('templatesContact/saveFinished'),
};
const A = contactActions;

const sameList = (a: ContactQuery, b: ContactQuery) => a.type === b.type && a.name === b.name;
const sameQuery = (a: ContactQuery, b: ContactQuery) => sameList(a, b) && a.page === b.page;

function replaceAll(list: Contact[], changed: Contact[]): Contact[] {
  const byId = new Map(changed.map((c) => [c.id, c]));
  return list.map((c) => byId.get(c.id) ?? c);
}

export const contactReducer = createReducer<ContactState>(initialContactState, (on) => [
  on(A.metaLoaded, (s, { folders, labels }) => ({ ...s, folders, labels })),
  on(A.listRequested, (s, query) => ({
    ...s,
    query,
    requested: true,
    selected: [],
    // Another folder or label: its list is not known yet (the skeleton shows).
    ...(sameList(s.query, query) ? {} : { list: [], total: 0, loaded: false }),
  })),
  on(A.listLoaded, (s, { query, page }) =>
    sameQuery(s.query, query) ? { ...s, list: page.list, total: page.total, loaded: true } : s,
  ),
  on(A.selectionChanged, (s, selected) => ({ ...s, selected })),
  on(A.viewModeChanged, (s, viewMode) => ({ ...s, viewMode })),
  on(A.contactsChanged, (s, changed) => ({
    ...s,
    list: replaceAll(s.list, changed),
    detail: s.detail ? (replaceAll([s.detail], changed)[0] ?? s.detail) : null,
  })),
  on(A.deleted, (s, { contactIds, query, page }) =>
    sameList(s.query, query)
      ? {
          ...s,
          query,
          list: page.list,
          total: page.total,
          loaded: true,
          selected: s.selected.filter((id) => !contactIds.includes(id)),
          ...(s.detailId !== null && contactIds.includes(s.detailId) ? { detailId: null, detail: null } : {}),
        }
      : s,
  ),
  on(A.detailOpened, (s, id) => ({ ...s, detailId: id, detail: s.detail?.id === id ? s.detail : null })),
  on(A.detailLoaded, (s, detail) => (detail && detail.id === s.detailId ? { ...s, detail } : s)),
  on(A.detailClosed, (s) => ({ ...s, detailId: null, detail: null })),
  on(A.formOpened, (s, contact) => ({ ...s, form: { contact } })),
  on(A.formClosed, (s) => ({ ...s, form: null, saving: false })),
  on(A.createRequested, (s) => ({ ...s, saving: true })),
  on(A.updateRequested, (s) => ({ ...s, saving: true })),
  on(A.saveFinished, (s, saved) => ({ ...s, saving: false, form: saved ? null : s.form })),
]);

export const selectContact = (state: { templatesContact?: ContactState }) =>
  state.templatesContact ?? initialContactState;
