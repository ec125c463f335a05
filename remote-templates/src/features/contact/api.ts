import { registerMockApp, templateApi } from '../../mock/mock-backend';
import { createContactDb } from './data/contact-db';
import { registerContactHandlers } from './mock/handlers';
import type { Contact, ContactFolder, ContactLabel, ContactPage, ContactQuery, NewContact } from './types';

/** The mock answers these calls (once per page load; again on fresh data after a test resets it). */
function ensureMock(): void {
  registerMockApp('contact', (mock) => registerContactHandlers(mock, createContactDb()));
}
ensureMock();

function client() {
  ensureMock();
  return templateApi;
}

export const contactApi = {
  folders: () => client().get<ContactFolder[]>('/api/contactApp/folders/list'),
  labels: () => client().get<ContactLabel[]>('/api/contactApp/labels/list'),
  list: (params: ContactQuery) => client().get<ContactPage>('/api/contactApp/contact/List', { params }),
  detail: (id: number) => client().get<Contact | null>('/api/contactApp/contact/', { params: { id } }),
  star: (contactIds: number[], status: boolean) =>
    client().put<Contact[]>('/api/contactApp/update/starred', { contactIds, status }),
  setLabel: (contactIds: number[], type: number) =>
    client().put<Contact[]>('/api/contactApp/update/label', { contactIds, type }),
  remove: (contactIds: number[], query: ContactQuery) =>
    client().post<ContactPage>('/api/contactApp/delete/contact', { contactIds, ...query }),
  update: (contact: Contact) => client().put<Contact | null>('/api/contactApp/contact/', { contact }),
  create: (contact: NewContact) => client().post<Contact>('/api/contactApp/compose', { contact }),
};
