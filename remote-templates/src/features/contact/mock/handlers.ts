import type MockAdapter from 'axios-mock-adapter';
import { bodyOf, ok, paramsOf } from '../../../mock/mock-backend';
import { paginate } from '../../../mock/paging';
import type { ContactDb } from '../data/contact-db';
import type { Contact, NewContact } from '../types';

interface ListParams {
  type?: string;
  name?: string;
  page?: number | string;
}

/**
 * The contacts of a folder (starred by isStarred, frequent by isFrequent, any
 * other folder value is everything) or a label's (by its alias).
 */
export function filterContacts(db: ContactDb, type: string | undefined, name: string | undefined): Contact[] {
  if (type === 'label') {
    const label = db.labels.find((l) => l.alias === name);
    return label ? db.contacts.filter((c) => c.label === label.id) : [];
  }
  if (name === 'starred') return db.contacts.filter((c) => c.isStarred);
  if (name === 'frequent') return db.contacts.filter((c) => c.isFrequent);
  return db.contacts;
}

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/** The mock backend of the Contacts demo: every call changes `db` in place. */
export function registerContactHandlers(mock: MockAdapter, db: ContactDb): void {
  mock.onGet('/api/contactApp/folders/list').reply(() => ok(db.folders));
  mock.onGet('/api/contactApp/labels/list').reply(() => ok(db.labels));

  mock.onGet('/api/contactApp/contact/List').reply((config) => {
    const { type, name, page } = paramsOf<ListParams>(config);
    return ok(paginate(filterContacts(db, type, name), page ?? 0));
  });

  mock.onGet('/api/contactApp/contact/').reply((config) => {
    const id = Number(paramsOf<{ id?: number | string }>(config).id);
    return ok(db.contacts.find((c) => c.id === id) ?? null);
  });

  mock.onPut('/api/contactApp/update/starred').reply((config) => {
    const { contactIds, status } = bodyOf<{ contactIds?: number[]; status?: boolean }>(config);
    const ids = idsOf(contactIds);
    db.contacts = db.contacts.map((c) => (ids.includes(c.id) ? { ...c, isStarred: Boolean(status) } : c));
    return ok(db.contacts.filter((c) => ids.includes(c.id)));
  });

  mock.onPut('/api/contactApp/update/label').reply((config) => {
    // A contact has ONE label (unlike a task's list); `type` is the label id that replaces it.
    const { contactIds, type } = bodyOf<{ contactIds?: number[]; type?: number }>(config);
    const ids = idsOf(contactIds);
    const label = Number(type);
    if (db.labels.some((l) => l.id === label)) {
      db.contacts = db.contacts.map((c) => (ids.includes(c.id) ? { ...c, label } : c));
    }
    return ok(db.contacts.filter((c) => ids.includes(c.id)));
  });

  mock.onPost('/api/contactApp/delete/contact').reply((config) => {
    // Deletion is permanent (no trash folder for contacts); the answer is the refreshed page of the list shown.
    const { contactIds, type, name, page } = bodyOf<{ contactIds?: number[] } & ListParams>(config);
    const ids = idsOf(contactIds);
    db.contacts = db.contacts.filter((c) => !ids.includes(c.id));
    return ok(paginate(filterContacts(db, type, name), page ?? 0));
  });

  mock.onPut('/api/contactApp/contact/').reply((config) => {
    const { contact } = bodyOf<{ contact?: Contact }>(config);
    const index = contact ? db.contacts.findIndex((c) => c.id === contact.id) : -1;
    if (!contact || index < 0) return ok(null);
    const updated = { ...db.contacts[index], ...contact };
    db.contacts = db.contacts.map((c, i) => (i === index ? updated : c));
    return ok(updated);
  });

  mock.onPost('/api/contactApp/compose').reply((config) => {
    const { contact } = bodyOf<{ contact?: Partial<NewContact> }>(config);
    const id = db.contacts.reduce((max, c) => Math.max(max, c.id), 0) + 1;
    const created: Contact = {
      name: '',
      email: '',
      contact: '',
      company: '',
      isStarred: false,
      isFrequent: false,
      label: 0,
      image: '',
      birthday: '',
      website: '',
      address: '',
      facebookId: '',
      twitterId: '',
      notes: '',
      designation: '',
      ...contact,
      id,
    };
    db.contacts = [created, ...db.contacts];
    return ok(created);
  });
}
