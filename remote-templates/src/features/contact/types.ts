/** A contact of the Contacts demo (template sample data, not product data). */
export interface Contact {
  id: number;
  name: string;
  email: string;
  /** The phone number. */
  contact: string;
  company: string;
  isStarred: boolean;
  isFrequent: boolean;
  /** A label id: 311 Crema, 312 Personal, 313 Work. */
  label: number;
  /** A picture's address; empty for the sample data (the avatar shows initials). */
  image: string;
  /** ISO date (YYYY-MM-DD) or empty. */
  birthday: string;
  website: string;
  address: string;
  facebookId: string;
  twitterId: string;
  notes: string;
  designation: string;
}

/** A contact as the create form sends it (the mock gives the id). */
export type NewContact = Omit<Contact, 'id'>;

export interface ContactFolder {
  id: number;
  name: string;
  alias: string;
}

export interface ContactLabel {
  id: number;
  name: string;
  alias: string;
  /** An antd preset colour name. */
  color: string;
}

export type ContactListType = 'folder' | 'label';

/** Which list is shown: a folder or label by alias, and the 0-based page. */
export interface ContactQuery {
  type: ContactListType;
  name: string;
  page: number;
}

export interface ContactPage {
  list: Contact[];
  total: number;
}

export type ContactViewMode = 'list' | 'grid';
