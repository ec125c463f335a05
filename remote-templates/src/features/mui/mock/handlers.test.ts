import axios from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { createPeople, PEOPLE_COUNT } from '../data/people-db';
import { DEPARTMENTS, PERSON_STATUSES, type Person } from '../types';
import { registerMuiHandlers } from './handlers';

const http = axios.create();
beforeEach(() => registerMuiHandlers(new MockAdapter(http), createPeople()));

const people = async () => (await http.get<Person[]>('/api/mui/people')).data;

test('GET /api/mui/people answers 64 people, ids 1–64, every field filled', async () => {
  const list = await people();
  expect(PEOPLE_COUNT).toBe(64);
  expect(list.map((p) => p.id)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
  for (const p of list) {
    expect(p.name).toMatch(/^\S+ \S+$/);
    expect(p.email).toMatch(/^[a-z]+\.[a-z]+@example\.com$/);
    expect(p.joined).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(p.orders).toBeGreaterThanOrEqual(0);
    expect(p.spent).toBeGreaterThanOrEqual(0);
  }
  expect(list[0]).toMatchObject({
    name: 'Olivia Johnson',
    email: 'olivia.johnson@example.com',
    department: 'engineering',
  });
});

test('names and e-mails are distinct; every department, status and a dozen countries appear', async () => {
  const list = await people();
  expect(new Set(list.map((p) => p.name)).size).toBe(64);
  expect(new Set(list.map((p) => p.email)).size).toBe(64);
  expect(new Set(list.map((p) => p.department))).toEqual(new Set(DEPARTMENTS));
  expect(new Set(list.map((p) => p.status))).toEqual(new Set(PERSON_STATUSES));
  expect(new Set(list.map((p) => p.country)).size).toBe(12);
  // Accents stay in names, never in addresses.
  expect(list.find((p) => p.name.startsWith('José'))?.email).toMatch(/^jose\./);
  // Invited people have not ordered yet.
  for (const p of list.filter((x) => x.status === 'invited')) expect([p.orders, p.spent]).toEqual([0, 0]);
});

test('each call of the sample data is a fresh copy', () => {
  const a = createPeople();
  a[0].name = 'changed';
  expect(createPeople()[0].name).toBe('Olivia Johnson');
});
