import axios from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { createMailDb, type MailDb } from '../data/mail-db';
import type { Mail, MailPage } from '../types';
import { registerMailHandlers } from './handlers';

let db: MailDb;
const http = axios.create();

beforeEach(() => {
  const mock = new MockAdapter(http);
  db = createMailDb();
  registerMailHandlers(mock, db);
});

const list = async (type: string, name: string, page = 0) =>
  (await http.get<MailPage>('/api/mailApp/folder/mail/List', { params: { type, name, page } })).data;
const ids = (mails: Mail[]) => mails.map((mail) => mail.id);

describe('sample data', () => {
  test('folders are ids 121–127: Inbox, Sent, Draft, Starred, Spam, Trash, Archive', async () => {
    const { data } = await http.get('/api/mailApp/folders/list');
    expect(data.map((f: { id: number; name: string }) => [f.id, f.name])).toEqual([
      [121, 'Inbox'],
      [122, 'Sent'],
      [123, 'Draft'],
      [124, 'Starred'],
      [125, 'Spam'],
      [126, 'Trash'],
      [127, 'Archive'],
    ]);
  });

  test('labels, connections and all mails are listed', async () => {
    expect((await http.get('/api/mailApp/labels/list')).data.map((l: { alias: string }) => l.alias)).toEqual([
      'crema',
      'personal',
      'work',
      'paypal',
    ]);
    expect((await http.get('/api/mailApp/connection/list')).data).toHaveLength(8);
    const all: Mail[] = (await http.get('/api/mailApp/mails/list')).data;
    expect(all).toHaveLength(34);
    expect(all.every((mail) => mail.messages.length >= 1 && mail.messages.length <= 3)).toBe(true);
  });

  test('each call of createMailDb is a fresh copy', () => {
    const other = createMailDb();
    other.mails[0].subject = 'changed';
    other.labels[0].name = 'changed';
    expect(createMailDb().mails[0].subject).toBe('Quarterly call volume report');
    expect(createMailDb().labels[0].name).toBe('Crema');
  });
});

describe('GET /api/mailApp/mail/', () => {
  test('answers the mail of the id, or null', async () => {
    const { data } = await http.get('/api/mailApp/mail/', { params: { id: '3' } });
    expect(data.subject).toBe('Lunch on Thursday?');
    expect(data.messages).toHaveLength(2);
    expect((await http.get('/api/mailApp/mail/', { params: { id: 999 } })).data).toBeNull();
  });
});

describe('GET /api/mailApp/folder/mail/List', () => {
  test('a folder matches folderValue by alias, 15 a page, total the full size', async () => {
    const first = await list('folder', 'inbox', 0);
    expect(first.total).toBe(22);
    expect(ids(first.list)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    const second = await list('folder', 'inbox', 1);
    expect(ids(second.list)).toEqual([16, 17, 18, 19, 20, 21, 22]);
    expect(second.total).toBe(22);
    expect(ids((await list('folder', 'sent')).list)).toEqual([23, 24, 25]);
    expect(ids((await list('folder', 'draft')).list)).toEqual([26, 27]);
    expect(ids((await list('folder', 'spam')).list)).toEqual([28, 29]);
    expect(ids((await list('folder', 'trash')).list)).toEqual([30, 31]);
    expect(ids((await list('folder', 'archive')).list)).toEqual([32, 33, 34]);
  });

  test('starred is every starred mail in any folder except the trash', async () => {
    const starred = await list('folder', 'starred');
    expect(ids(starred.list)).toEqual([1, 6, 12, 25, 34]);
    expect(db.mails.find((mail) => mail.id === 30)?.isStarred).toBe(true); // in the trash: left out
  });

  test('a label matches by alias; unknown folders and labels are empty', async () => {
    expect(ids((await list('label', 'paypal')).list)).toEqual([4, 8, 13, 19, 31, 33]);
    expect(ids((await list('label', 'crema')).list)).toEqual([2, 12, 20, 30]);
    expect(await list('label', 'nope')).toEqual({ list: [], total: 0 });
    expect(await list('folder', 'nope')).toEqual({ list: [], total: 0 });
    expect(await list('other', 'inbox')).toEqual({ list: [], total: 0 });
  });
});

describe('mutations persist in the db', () => {
  test('update/starred sets the flag and answers the updated mails', async () => {
    const { data } = await http.put('/api/mailApp/update/starred', { mailIds: [2, 3], status: true });
    expect(data.map((m: Mail) => [m.id, m.isStarred])).toEqual([
      [2, true],
      [3, true],
    ]);
    expect(ids((await list('folder', 'starred')).list)).toEqual([1, 2, 3, 6, 12, 25, 34]);
    await http.put('/api/mailApp/update/starred', { mailIds: [1], status: false });
    expect(ids((await list('folder', 'starred')).list)).not.toContain(1);
  });

  test('update/read sets isRead', async () => {
    const { data } = await http.put('/api/mailApp/update/read', { mailIds: [1, 2], status: true });
    expect(data.every((m: Mail) => m.isRead)).toBe(true);
    await http.put('/api/mailApp/update/read', { mailIds: [3], status: false });
    expect(db.mails.filter((m) => [1, 2, 3].includes(m.id)).map((m) => m.isRead)).toEqual([
      true,
      true,
      false,
    ]);
  });

  test('update/folder moves the mails and answers the whole updated list', async () => {
    const { data } = await http.put('/api/mailApp/update/folder', { mailIds: [1, 2], type: 126 });
    expect(data).toHaveLength(34);
    expect(data.filter((m: Mail) => m.folderValue === 126).map((m: Mail) => m.id)).toEqual([1, 2, 30, 31]);
    expect((await list('folder', 'inbox')).total).toBe(20);
    // Mail 1 is starred, but the trash is left out of Starred.
    expect(ids((await list('folder', 'starred')).list)).not.toContain(1);
    await http.put('/api/mailApp/update/folder', { mailIds: [1], type: 127 });
    expect(ids((await list('folder', 'archive')).list)).toEqual([1, 32, 33, 34]);
  });

  test('update/folder ignores Starred and unknown folders as targets', async () => {
    await http.put('/api/mailApp/update/folder', { mailIds: [1], type: 124 });
    await http.put('/api/mailApp/update/folder', { mailIds: [1], type: 999 });
    expect(db.mails.find((m) => m.id === 1)?.folderValue).toBe(121);
  });

  test('update/label sets the label of the id (none for an unknown id)', async () => {
    const { data } = await http.put('/api/mailApp/update/label', { mailIds: [1, 3], type: 214 });
    expect(data.map((m: Mail) => m.label?.alias)).toEqual(['paypal', 'paypal']);
    expect(ids((await list('label', 'paypal')).list)).toEqual([1, 3, 4, 8, 13, 19, 31, 33]);
    await http.put('/api/mailApp/update/label', { mailIds: [1], type: 0 });
    expect(db.mails.find((m) => m.id === 1)?.label).toBeNull();
  });

  test('PUT mail/ replaces one mail (important flag, reply); an unknown one answers null', async () => {
    const mail = db.mails.find((m) => m.id === 3)!;
    const reply = { ...mail.messages[0], messageId: 3, description: 'See you there' };
    const changed = { ...mail, isImportant: true, messages: [...mail.messages, reply] };
    const { data } = await http.put('/api/mailApp/mail/', { mail: changed });
    expect(data).toEqual(changed);
    expect((await http.get('/api/mailApp/mail/', { params: { id: 3 } })).data.messages).toHaveLength(3);
    expect((await http.put('/api/mailApp/mail/', { mail: { ...changed, id: 999 } })).data).toBeNull();
  });

  test('update/mails replaces whole records and answers them', async () => {
    const mail = { ...db.mails[4], subject: 'Renamed' };
    const { data } = await http.put('/api/mailApp/update/mails', { mails: [mail] });
    expect(data).toEqual([mail]);
    expect(db.mails[4].subject).toBe('Renamed');
  });

  test('compose adds the mail at the top of Sent (122) with the next id, read', async () => {
    const composed = {
      subject: 'Hello',
      isRead: false,
      messages: [
        {
          messageId: 1,
          sender: { name: 'Me', email: 'me@example.com' },
          to: [{ name: 'a@b.co', email: 'a@b.co' }],
          cc: [],
          bcc: [],
          sentOn: '2024-04-01T10:00:00.000Z',
          description: 'Hi',
        },
      ],
    };
    const { data } = await http.post('/api/mailApp/compose', { mail: composed });
    expect(data).toMatchObject({ id: 35, folderValue: 122, isRead: true, isStarred: false, label: null });
    const sent = await list('folder', 'sent');
    expect(ids(sent.list)).toEqual([35, 23, 24, 25]);
    expect(db.mails[0].id).toBe(35);
  });
});
