/** The fetch-lifecycle keys of the Contacts app (useFetchState in pages, request in the saga). */
export const CONTACT_KEYS = {
  meta: 'contact/meta',
  list: 'contact/list',
  detail: 'contact/detail',
  star: 'contact/star',
  label: 'contact/label',
  delete: 'contact/delete',
  save: 'contact/save',
} as const;

/** Success toasts, as i18n keys. */
export const CONTACT_TOASTS = {
  created: 'templates.contact.toast.created',
  updated: 'templates.contact.toast.updated',
  deleted: 'templates.contact.toast.deleted',
  starred: 'templates.contact.toast.starred',
  label: 'templates.contact.toast.label',
} as const;
