import { historyColumnsFor } from './history-columns';

const keys = (width: number) => historyColumnsFor(width).columns.map((c) => c.key);

test('every column where they all fit with room for the notes (1920 px with the full sidebar)', () => {
  const wide = historyColumnsFor(1370);
  expect(wide.stacked).toBe(false);
  expect(keys(1370)).toEqual([
    'occurredAt',
    'direction',
    'contactName',
    'contactCompany',
    'phone',
    'priority',
    'status',
    'desk',
    'notes',
  ]);
  // The notes take the rest: the only column without a width.
  expect(wide.columns.filter((c) => c.width === undefined).map((c) => c.key)).toEqual(['notes']);
  expect(wide.minWidth).toBeLessThanOrEqual(1370);
});

test('narrower, the company and notes go under the name, which takes the rest', () => {
  // 1440 px with the full sidebar: the table is ≈ 1062 px wide.
  expect(historyColumnsFor(1062).stacked).toBe(true);
  expect(keys(1062)).toEqual([
    'occurredAt',
    'direction',
    'contactName',
    'phone',
    'priority',
    'status',
    'desk',
  ]);
  // 1024 px: ≈ 646 px. Name, number and status whole, with at least 200 px for the name.
  expect(keys(646)).toEqual(['occurredAt', 'direction', 'contactName', 'phone', 'status']);
  expect(historyColumnsFor(646).minWidth).toBeLessThanOrEqual(646);
  expect(historyColumnsFor(1062).minWidth).toBeLessThanOrEqual(1062);
});

test('the direction shows at every width, in a column for its icon', () => {
  for (const width of [318, 646, 1062, 1370]) {
    const direction = historyColumnsFor(width).columns.find((c) => c.key === 'direction');
    expect({ width, direction }).toEqual({ width, direction: { key: 'direction', width: 56 } });
  }
});

test('a phone scrolls sideways rather than squeezing the columns', () => {
  expect(historyColumnsFor(318).minWidth).toBeGreaterThan(318);
});

test('not measured yet: every column (unit tests have no layout)', () => {
  expect(historyColumnsFor(0).stacked).toBe(false);
});
