export const DEPARTMENTS = ['engineering', 'sales', 'support', 'marketing', 'finance'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const PERSON_STATUSES = ['active', 'invited', 'suspended'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/** One row of the data grid demo (/mui/data-grid). */
export interface Person {
  id: number;
  name: string;
  email: string;
  department: Department;
  country: string;
  status: PersonStatus;
  orders: number;
  /** Total spent, in US dollars. */
  spent: number;
  /** ISO date (YYYY-MM-DD). */
  joined: string;
}

/** A grid pages by 15 rows and offers no page-size choice (the template's default). */
export const GRID_PAGE_SIZE = 15;
