import type MockAdapter from 'axios-mock-adapter';
import { ok } from '../../../mock/mock-backend';
import type { Person } from '../types';

/** GET /api/mui/people: every sample person; the grid sorts, filters and pages them itself. */
export function registerMuiHandlers(mock: MockAdapter, people: Person[]): void {
  mock.onGet('/api/mui/people').reply(() => ok(people));
}
