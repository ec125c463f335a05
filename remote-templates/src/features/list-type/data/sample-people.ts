// Template sample data, not product data.
export interface SamplePerson {
  id: number;
  name: string;
  email: string;
  phone: string;
  company: string;
}

const NAMES = [
  'Asantha Powell',
  'Johna Erik',
  'Ricky Ponting',
  'Lily Allen',
  'Ronan Keating',
  'Maria Lopez',
  'Chen Wei',
  'Amira Haddad',
  'Giulia Rossi',
  'Pierre Martin',
  'Sofia Garcia',
  'Omar Khalil',
  'Emma Stone',
  'Liam Walker',
  'Noah Patel',
  'Ava Turner',
  'Lucas Moreau',
  'Yuki Tanaka',
  'Fatima Zahra',
  'Marco Bianchi',
];
const COMPANIES = ['Crema', 'Northwind', 'Globex', 'Initech', 'Umbrella'];

export const SAMPLE_PEOPLE: SamplePerson[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
  phone: `+1 555 01${String(index).padStart(2, '0')}`,
  company: COMPANIES[index % COMPANIES.length],
}));
