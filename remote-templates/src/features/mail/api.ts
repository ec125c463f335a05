import { registerMockApp, templateApi } from '../../mock/mock-backend';
import { createMailDb } from './data/mail-db';
import { registerMailHandlers } from './mock/handlers';
import type { Mail, MailConnection, MailFolder, MailLabel, MailListQuery, MailPage } from './types';

/** Registers the mock once per page load (and again after a test reset the mock backend). */
function ensureMock(): void {
  registerMockApp('mail', (mock) => registerMailHandlers(mock, createMailDb()));
}
ensureMock();

function client() {
  ensureMock();
  return templateApi;
}

/** A mail being composed: the mock gives it its id and puts it at the top of Sent. */
export type ComposedMail = Omit<Mail, 'id' | 'folderValue'>;

export const mailApi = {
  mail: (id: number) => client().get<Mail | null>('/api/mailApp/mail/', { params: { id } }),
  all: () => client().get<Mail[]>('/api/mailApp/mails/list'),
  folders: () => client().get<MailFolder[]>('/api/mailApp/folders/list'),
  labels: () => client().get<MailLabel[]>('/api/mailApp/labels/list'),
  connections: () => client().get<MailConnection[]>('/api/mailApp/connection/list'),
  list: (params: MailListQuery) => client().get<MailPage>('/api/mailApp/folder/mail/List', { params }),
  updateMails: (mails: Mail[]) => client().put<Mail[]>('/api/mailApp/update/mails', { mails }),
  starred: (mailIds: number[], status: boolean) =>
    client().put<Mail[]>('/api/mailApp/update/starred', { mailIds, status }),
  folder: (mailIds: number[], type: number) =>
    client().put<Mail[]>('/api/mailApp/update/folder', { mailIds, type }),
  label: (mailIds: number[], type: number) =>
    client().put<Mail[]>('/api/mailApp/update/label', { mailIds, type }),
  read: (mailIds: number[], status: boolean) =>
    client().put<Mail[]>('/api/mailApp/update/read', { mailIds, status }),
  update: (mail: Mail) => client().put<Mail | null>('/api/mailApp/mail/', { mail }),
  compose: (mail: ComposedMail) => client().post<Mail>('/api/mailApp/compose', { mail }),
};
