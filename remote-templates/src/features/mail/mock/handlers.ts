import type MockAdapter from 'axios-mock-adapter';
import { bodyOf, ok, paramsOf } from '../../../mock/mock-backend';
import { paginate } from '../../../mock/paging';
import type { MailDb } from '../data/mail-db';
import { FOLDER_IDS, hasLabel, inFolder } from '../rules';
import type { Mail, MailListQuery } from '../types';

interface BulkBody {
  mailIds: number[];
  status?: boolean;
  type?: number;
}

/** The records of `ids`, in the db's order. */
function pick(db: MailDb, ids: number[] = []): Mail[] {
  return db.mails.filter((mail) => ids.includes(mail.id));
}

/** Sets `change` on every mail of `ids` (in place) and answers them. */
function updateEach(db: MailDb, ids: number[] = [], change: (mail: Mail) => Partial<Mail>): Mail[] {
  db.mails = db.mails.map((mail) => (ids.includes(mail.id) ? { ...mail, ...change(mail) } : mail));
  return pick(db, ids);
}

/**
 * The mail app's browser mock backend. Every answer is status 200;
 * mutations change `db` in place, so they last until the page reloads.
 */
export function registerMailHandlers(mock: MockAdapter, db: MailDb): void {
  mock.onGet('/api/mailApp/mail/').reply((config) => {
    const id = Number(paramsOf<{ id?: number | string }>(config).id);
    return ok(db.mails.find((mail) => mail.id === id) ?? null);
  });

  mock.onGet('/api/mailApp/mails/list').reply(() => ok(db.mails));
  mock.onGet('/api/mailApp/folders/list').reply(() => ok(db.folders));
  mock.onGet('/api/mailApp/labels/list').reply(() => ok(db.labels));
  mock.onGet('/api/mailApp/connection/list').reply(() => ok(db.connections));

  // A folder by its alias (Starred: starred and not in the trash), a label by its alias; 15 a page.
  mock.onGet('/api/mailApp/folder/mail/List').reply((config) => {
    const { type, name = '', page } = paramsOf<Partial<MailListQuery>>(config);
    const matching =
      type === 'folder'
        ? db.mails.filter((mail) => inFolder(mail, name))
        : type === 'label'
          ? db.mails.filter((mail) => hasLabel(mail, name, db.labels))
          : [];
    return ok(paginate(matching, page));
  });

  // Replaces whole records (matched by id) and answers them as stored.
  mock.onPut('/api/mailApp/update/mails').reply((config) => {
    const { mails = [] } = bodyOf<{ mails?: Mail[] }>(config);
    const byId = new Map(mails.map((mail) => [mail.id, mail]));
    db.mails = db.mails.map((mail) => byId.get(mail.id) ?? mail);
    return ok(pick(db, [...byId.keys()]));
  });

  mock.onPut('/api/mailApp/update/starred').reply((config) => {
    const { mailIds, status } = bodyOf<BulkBody>(config);
    return ok(updateEach(db, mailIds, () => ({ isStarred: !!status })));
  });

  // Moving answers the whole updated mail list (the client refreshes its counts from it).
  mock.onPut('/api/mailApp/update/folder').reply((config) => {
    const { mailIds, type } = bodyOf<BulkBody>(config);
    if (!db.folders.some((folder) => folder.id === type) || type === FOLDER_IDS.starred) return ok(db.mails);
    updateEach(db, mailIds, () => ({ folderValue: type! }));
    return ok(db.mails);
  });

  mock.onPut('/api/mailApp/update/label').reply((config) => {
    const { mailIds, type } = bodyOf<BulkBody>(config);
    const label = db.labels.find((l) => l.id === type) ?? null;
    return ok(updateEach(db, mailIds, () => ({ label })));
  });

  mock.onPut('/api/mailApp/update/read').reply((config) => {
    const { mailIds, status } = bodyOf<BulkBody>(config);
    return ok(updateEach(db, mailIds, () => ({ isRead: !!status })));
  });

  // One mail replaced as sent (the important flag, a reply appended to its thread).
  mock.onPut('/api/mailApp/mail/').reply((config) => {
    const { mail } = bodyOf<{ mail?: Mail }>(config);
    if (!mail || !db.mails.some((m) => m.id === mail.id)) return ok(null);
    db.mails = db.mails.map((m) => (m.id === mail.id ? mail : m));
    return ok(mail);
  });

  // A composed mail goes to the top of Sent, read, with the next free id.
  mock.onPost('/api/mailApp/compose').reply((config) => {
    const { mail } = bodyOf<{ mail: Omit<Mail, 'id' | 'folderValue'> }>(config);
    const id = db.mails.reduce((max, m) => Math.max(max, m.id), 0) + 1;
    const created: Mail = {
      ...mail,
      label: mail.label ?? null,
      isStarred: !!mail.isStarred,
      isImportant: !!mail.isImportant,
      hasAttachments: !!mail.hasAttachments,
      id,
      folderValue: FOLDER_IDS.sent,
      isRead: true,
    };
    db.mails = [created, ...db.mails];
    return ok(created);
  });
}
