import { matchPath } from 'react-router-dom';
import { ROUTE_PATHS as AUTH } from '../../../remote-auth/src/route-paths';
import { ROUTE_PATHS as BILLING } from '../../../remote-billing/src/route-paths';
import { ROUTE_PATHS as PHONESHEET } from '../../../remote-phonesheet/src/route-paths';
import { ROUTE_PATHS as TEMPLATES } from '../../../remote-templates/src/route-paths';
import type { RemoteState } from '../app/remote-state';
import { failed, loaded, testRemote } from '../testing/test-remote';
import { buildRouteTable } from './route-table';

// Each remote's own route-paths module (which its routes are declared from) against the table
// the host mounts while that remote is not loaded.
const EXPORTED: Record<RemoteState['name'], readonly string[]> = {
  auth: AUTH,
  billing: BILLING,
  phonesheet: PHONESHEET,
  templates: TEMPLATES,
};

/** A URL the pattern matches: each parameter and splat filled in. */
const sample = (pattern: string) => pattern.replace(/:\w+/g, 'x1').replace(/\*$/, 'a/b');

describe('the table of a remote that is not loaded', () => {
  it.each(Object.keys(EXPORTED) as RemoteState['name'][])(
    'mounts every path the %s remote exports, and no other',
    (name) => {
      const { unavailable } = buildRouteTable([], [failed(name)]);
      expect(unavailable.map((u) => u.path).sort()).toEqual([...EXPORTED[name]].sort());
      expect(unavailable.every((u) => u.remote === name)).toBe(true);
      for (const path of EXPORTED[name]) {
        expect(unavailable.some((u) => matchPath(u.path, sample(path)))).toBe(true);
      }
    },
  );

  it("costs only the failed remote's own paths", () => {
    const { unavailable } = buildRouteTable(
      [],
      [failed('auth'), loaded(testRemote({ name: 'billing' })), { ...failed('templates'), status: 'idle' }],
    );
    const remotes = new Set(unavailable.map((u) => u.remote));
    expect(remotes).toEqual(new Set(['auth', 'templates']));
    expect(unavailable).toHaveLength(AUTH.length + TEMPLATES.length);
  });
});
