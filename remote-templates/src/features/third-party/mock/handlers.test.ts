import { resetMockBackend } from '../../../mock/mock-backend';
import { calendarApi } from '../api';
import type { CalendarEvent } from '../types';

beforeEach(() => resetMockBackend());

const input = {
  title: 'Board meeting',
  kind: 'meeting' as const,
  allDay: false,
  start: '2025-03-10T09:00:00.000Z',
  end: '2025-03-10T10:00:00.000Z',
};

describe('calendar mock', () => {
  test('lists the ten sample events by start', async () => {
    const { status, data } = await calendarApi.list();
    expect(status).toBe(200);
    expect(data).toHaveLength(10);
    expect(data.map((e) => e.start)).toEqual([...data.map((e) => e.start)].sort());
    expect(data.find((e) => e.id === 1)?.title).toBe('Team stand-up');
  });

  test('adds an event with the next id and lists it', async () => {
    const { data } = await calendarApi.create({ ...input, title: '  Board meeting ' });
    expect(data).toEqual({ ...input, id: 11 });
    expect((await calendarApi.list()).data).toHaveLength(11);
  });

  test('refuses a malformed event with null and stores nothing', async () => {
    expect((await calendarApi.create({ ...input, end: input.start })).data).toBeNull();
    expect((await calendarApi.create({ ...input, title: '' })).data).toBeNull();
    expect((await calendarApi.list()).data).toHaveLength(10);
  });

  test('moves an event: the list answers its new dates', async () => {
    const [first] = (await calendarApi.list()).data;
    const moved: CalendarEvent = {
      ...first,
      start: '2030-01-02T09:00:00.000Z',
      end: '2030-01-02T09:30:00.000Z',
    };
    expect((await calendarApi.update(moved)).data).toEqual(moved);
    const after = (await calendarApi.list()).data;
    expect(after.find((e) => e.id === first.id)?.start).toBe('2030-01-02T09:00:00.000Z');
    expect(after[after.length - 1].id).toBe(first.id);
  });

  test('an update of an unknown event answers null', async () => {
    expect((await calendarApi.update({ ...input, id: 999 })).data).toBeNull();
  });

  test('deletes an event once; a second delete answers null', async () => {
    expect((await calendarApi.remove(3)).data).toEqual({ id: 3 });
    expect((await calendarApi.remove(3)).data).toBeNull();
    const ids = (await calendarApi.list()).data.map((e) => e.id);
    expect(ids).toHaveLength(9);
    expect(ids).not.toContain(3);
  });
});
