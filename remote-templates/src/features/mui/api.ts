import { registerMockApp, templateApi } from '../../mock/mock-backend';
import { createPeople } from './data/people-db';
import { registerMuiHandlers } from './mock/handlers';
import type { Person } from './types';

/** The mock answers these calls (once per page load; again after a test resets the backend). */
function ensureMock(): void {
  registerMockApp('mui', (mock) => registerMuiHandlers(mock, createPeople()));
}
ensureMock();

export const muiApi = {
  people: () => {
    ensureMock();
    return templateApi.get<Person[]>('/api/mui/people');
  },
};
