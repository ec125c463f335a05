import axios from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { createContactDb, type ContactDb } from '../data/contact-db';
import type { Contact, ContactPage } from '../types';
import { registerContactHandlers } from './handlers';

let db: ContactDb;
const http = axios.create();
const mock = new MockAdapter(http);

beforeEach(() => {
  mock.reset();
  db = createContactDb();
  registerContactHandlers(mock, db);
});

const list = async (type: string, name: string, page = 0) =>
  (await http.get<ContactPage>('/api/contactApp/contact/List', { params: { type, name, page } })).data;
const ids = (contacts: Contact[]) => contacts.map((c) => c.id);

describe('sample data', () => {
  test('20 contacts with ids 1 to 20, each with one known label and every field', () => {
    expect(ids(db.contacts)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const contact of db.contacts) {
      expect([311, 312, 313]).toContain(contact.label);
      expect(contact.image).not.toMatch(/^https?:/);
      for (const field of ['name', 'email', 'contact', 'company', 'birthday', 'website', 'address'] as const)
        expect(contact[field]).not.toBe('');
      expect(contact).toHaveProperty('facebookId');
      expect(contact).toHaveProperty('twitterId');
      expect(contact).toHaveProperty('notes');
      expect(contact).toHaveProperty('designation');
    }
  });

  test('each call gives a fresh deep copy', () => {
    const other = createContactDb();
    other.contacts[0].name = 'Changed';
    other.labels[0].name = 'Changed';
    expect(createContactDb().contacts[0].name).toBe('Asha Mendez');
    expect(createContactDb().labels[0].name).toBe('Crema');
  });
});

test('GET folders/list: All 120, Frequent 121, Starred 122', async () => {
  const { data } = await http.get('/api/contactApp/folders/list');
  expect(data).toEqual([
    { id: 120, name: 'All', alias: 'all' },
    { id: 121, name: 'Frequent', alias: 'frequent' },
    { id: 122, name: 'Starred', alias: 'starred' },
  ]);
});

test('GET labels/list: Crema 311, Personal 312, Work 313, each with a colour', async () => {
  const { data } = await http.get('/api/contactApp/labels/list');
  expect(data.map((l: { id: number; alias: string }) => [l.id, l.alias])).toEqual([
    [311, 'crema'],
    [312, 'personal'],
    [313, 'work'],
  ]);
  for (const label of data) expect(label.color).toBeTruthy();
});

describe('GET contact/List', () => {
  test('folder all: pages of 15, total 20', async () => {
    const first = await list('folder', 'all', 0);
    expect(first.total).toBe(20);
    expect(ids(first.list)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    const second = await list('folder', 'all', 1);
    expect(ids(second.list)).toEqual([16, 17, 18, 19, 20]);
    expect(second.total).toBe(20);
    expect(await list('folder', 'all', 2)).toEqual({ list: [], total: 20 });
  });

  test('any other folder value counts as all', async () => {
    expect((await list('folder', 'anything')).total).toBe(20);
  });

  test('folder starred: by isStarred', async () => {
    expect(await list('folder', 'starred')).toMatchObject({ total: 5 });
    expect(ids((await list('folder', 'starred')).list)).toEqual([2, 5, 9, 14, 18]);
  });

  test('folder frequent: by isFrequent', async () => {
    expect(ids((await list('folder', 'frequent')).list)).toEqual([1, 3, 6, 9, 12, 16, 20]);
  });

  test('label by alias: the contacts whose label is that label id', async () => {
    expect(ids((await list('label', 'crema')).list)).toEqual([1, 5, 9, 11, 15, 18]);
    expect(ids((await list('label', 'personal')).list)).toEqual([3, 7, 10, 12, 14, 17, 20]);
    expect(ids((await list('label', 'work')).list)).toEqual([2, 4, 6, 8, 13, 16, 19]);
    expect(await list('label', 'unknown')).toEqual({ list: [], total: 0 });
  });

  test('a page that is not a number is the first', async () => {
    expect(ids((await list('folder', 'all', 'x' as unknown as number)).list)[0]).toBe(1);
  });
});

test('GET contact/ (id): the contact, or null', async () => {
  expect((await http.get('/api/contactApp/contact/', { params: { id: 3 } })).data.name).toBe('Chloé Martin');
  expect((await http.get('/api/contactApp/contact/', { params: { id: '3' } })).data.id).toBe(3);
  expect((await http.get('/api/contactApp/contact/', { params: { id: 99 } })).data).toBeNull();
});

test('PUT update/starred sets isStarred of the contacts and persists', async () => {
  const { data } = await http.put('/api/contactApp/update/starred', { contactIds: [1, 2], status: true });
  expect(data.map((c: Contact) => [c.id, c.isStarred])).toEqual([
    [1, true],
    [2, true],
  ]);
  expect(ids((await list('folder', 'starred')).list)).toEqual([1, 2, 5, 9, 14, 18]);
  await http.put('/api/contactApp/update/starred', { contactIds: [2, 5], status: false });
  expect(ids((await list('folder', 'starred')).list)).toEqual([1, 9, 14, 18]);
});

test('PUT update/label sets ONE label (type = label id); an unknown label changes nothing', async () => {
  const { data } = await http.put('/api/contactApp/update/label', { contactIds: [1, 3], type: 313 });
  expect(data.map((c: Contact) => c.label)).toEqual([313, 313]);
  expect(ids((await list('label', 'work')).list)).toEqual([1, 2, 3, 4, 6, 8, 13, 16, 19]);
  expect(ids((await list('label', 'crema')).list)).not.toContain(1);
  await http.put('/api/contactApp/update/label', { contactIds: [1], type: 999 });
  expect(db.contacts[0].label).toBe(313);
});

test('POST delete/contact deletes permanently and answers the refreshed page of that list', async () => {
  const { data } = await http.post('/api/contactApp/delete/contact', {
    contactIds: [2, 5],
    type: 'folder',
    name: 'starred',
    page: 0,
  });
  expect(data).toEqual({ list: expect.any(Array), total: 3 });
  expect(ids(data.list)).toEqual([9, 14, 18]);
  expect((await list('folder', 'all')).total).toBe(18);
  expect((await http.get('/api/contactApp/contact/', { params: { id: 2 } })).data).toBeNull();
  const second = await http.post('/api/contactApp/delete/contact', {
    contactIds: [1],
    type: 'folder',
    name: 'all',
    page: 1,
  });
  expect(second.data.total).toBe(17);
  expect(ids(second.data.list)).toEqual([19, 20]);
});

test('PUT contact/ updates the contact and persists; an unknown id answers null', async () => {
  const contact = { ...db.contacts[2], name: 'Chloé Dubois', company: 'New Co' };
  const { data } = await http.put('/api/contactApp/contact/', { contact });
  expect(data).toMatchObject({ id: 3, name: 'Chloé Dubois', company: 'New Co' });
  expect((await http.get('/api/contactApp/contact/', { params: { id: 3 } })).data.name).toBe('Chloé Dubois');
  expect((await http.put('/api/contactApp/contact/', { contact: { ...contact, id: 77 } })).data).toBeNull();
});

test('POST compose creates the contact with a new id, at the top', async () => {
  const { data } = await http.post('/api/contactApp/compose', {
    contact: { name: 'New Person', email: 'new@example.com', contact: '+1 555 0100', label: 312 },
  });
  expect(data).toMatchObject({ id: 21, name: 'New Person', isStarred: false, isFrequent: false, label: 312 });
  const first = await list('folder', 'all');
  expect(first.total).toBe(21);
  expect(first.list[0].id).toBe(21);
  expect(ids((await list('label', 'personal')).list)[0]).toBe(21);
  const again = await http.post('/api/contactApp/compose', { contact: { name: 'Another' } });
  expect(again.data.id).toBe(22);
});
