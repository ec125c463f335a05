import { matchPath } from 'react-router-dom';
import { CROSS_REMOTE_PATHS, UPGRADE_PATH } from '@phonesheet/shared/contracts';
import { PUBLIC_HOME_PATH, SUBSCRIPTION_PATH } from '@phonesheet/shared';
import { ROUTE_PATHS as AUTH } from '../../../remote-auth/src/route-paths';
import { ROUTE_PATHS as BILLING } from '../../../remote-billing/src/route-paths';
import { ROUTE_PATHS as PHONESHEET } from '../../../remote-phonesheet/src/route-paths';
import { ROUTE_PATHS as TEMPLATES } from '../../../remote-templates/src/route-paths';
import { PUBLIC_PATH } from './paths';

// shared/src/contracts/cross-remote-paths.ts writes once the paths a package reaches in another;
// here each is checked against what its owner really serves (each remote's route-paths.test.ts
// checks those against the routes it mounts).
const SERVED: Record<string, readonly string[]> = {
  auth: AUTH,
  billing: BILLING,
  phonesheet: PHONESHEET,
  templates: TEMPLATES,
};
const OWNER: Record<keyof typeof CROSS_REMOTE_PATHS, string> = {
  signIn: 'auth',
  phoneSheet: 'phonesheet',
  reports: 'phonesheet',
  myProfile: 'auth',
  verifyAccount: 'auth',
  resetPassword: 'auth',
  invitation: 'phonesheet',
  payment: 'billing',
  subscription: 'billing',
  subscriptionDetails: 'billing',
  todoAll: 'templates',
  publicHome: 'host',
};

const servers = (url: string) =>
  Object.keys(SERVED).filter((remote) => SERVED[remote].some((pattern) => matchPath(pattern, url)));

it.each(Object.entries(CROSS_REMOTE_PATHS))('%s (%s) is served by its owner alone', (key, url) => {
  const owner = OWNER[key as keyof typeof CROSS_REMOTE_PATHS];
  expect(servers(url)).toEqual(owner === 'host' ? [] : [owner]);
});

it('the host serves the public home, and shared sends its users to the same paths', () => {
  expect(PUBLIC_PATH).toBe(CROSS_REMOTE_PATHS.publicHome);
  expect(PUBLIC_HOME_PATH).toBe(PUBLIC_PATH);
  expect(SUBSCRIPTION_PATH).toBe(BILLING.find((p) => p === '/subscription'));
  expect(servers(UPGRADE_PATH)).toEqual(['billing']);
});
