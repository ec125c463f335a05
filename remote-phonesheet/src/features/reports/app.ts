import { lazy } from 'react';
import type { PhonesheetFeature } from '../../kit/phonesheet-feature';
import { PHONESHEET_PATHS } from '../../route-paths';

// Its charts (recharts) and English texts come with this chunk alone, never with the sheet's (so it
// has no `messages`); its texts in the other languages are in the remote's (src/i18n/languages).
const ReportsPage = lazy(() => import('./pages/ReportsPage'));

/** The company's calls in figures; it reads them on the page itself, without a slice. */
export const reportsApp: PhonesheetFeature = {
  id: 'reports',
  routes: [{ path: PHONESHEET_PATHS.reports, Component: ReportsPage, access: { role: 'user' } }],
};
