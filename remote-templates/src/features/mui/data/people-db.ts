import type { Person, PersonStatus } from '../types';
import { DEPARTMENTS } from '../types';

const FIRST = [
  'Olivia',
  'Liam',
  'Amara',
  'Noah',
  'Sofia',
  'Mateo',
  'Chloé',
  'Kenji',
  'Priya',
  'Lucas',
  'Fatima',
  'Ethan',
  'Ingrid',
  'José',
  'Mei',
  'Daniel',
];
const LAST = [
  'Johnson',
  'García',
  'Okafor',
  'Rossi',
  'Müller',
  'Tanaka',
  'Haddad',
  'Dubois',
  'Nguyen',
  'Silva',
  'Kowalski',
  'Patel',
  'Andersen',
  'Moreau',
  'Chen',
  'Brown',
];
const COUNTRIES = [
  'United States',
  'Spain',
  'Nigeria',
  'Italy',
  'Germany',
  'Japan',
  'Egypt',
  'France',
  'Vietnam',
  'Brazil',
  'Poland',
  'India',
];

/** Sample rows: 64 people (ids 1–64), fixed, so tests and screenshots read the same every time. */
export const PEOPLE_COUNT = 64;

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function statusOf(i: number): PersonStatus {
  if (i % 7 === 3) return 'suspended';
  if (i % 4 === 1) return 'invited';
  return 'active';
}

function isoDay(offset: number): string {
  return new Date(Date.UTC(2021, 0, 4) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A fresh copy of the sample people (every name distinct: first i % 16 with last (i + 5·⌊i/16⌋) % 16). */
export function createPeople(): Person[] {
  return Array.from({ length: PEOPLE_COUNT }, (_, i) => {
    const first = FIRST[i % 16];
    const last = LAST[(i + 5 * Math.floor(i / 16)) % 16];
    const status = statusOf(i);
    const orders = status === 'invited' ? 0 : ((i * 37) % 48) + 1;
    return {
      id: i + 1,
      name: `${first} ${last}`,
      email: `${ascii(first)}.${ascii(last)}@example.com`,
      department: DEPARTMENTS[i % DEPARTMENTS.length],
      country: COUNTRIES[(i * 5) % COUNTRIES.length],
      status,
      orders,
      spent: Math.round(orders * (((i * 13) % 90) + 12.5) * 100) / 100,
      joined: isoDay((i * 53) % 1400),
    };
  });
}
