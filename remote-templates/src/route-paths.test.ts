import templatesModule from './exposes/module';
import { ROUTE_PATHS, SLOT_NAMES } from './route-paths';

// The host mounts ROUTE_PATHS for this remote while it is not loaded: they must be its routes.
describe('templates route paths', () => {
  it('are exactly the paths the remote routes', () => {
    expect([...ROUTE_PATHS].sort()).toEqual(templatesModule.routes.map((route) => route.path).sort());
  });

  it('name each path once', () => {
    expect(new Set(ROUTE_PATHS).size).toBe(ROUTE_PATHS.length);
  });

  // The host offers these slots (and loads this remote when one is drawn) without the module.
  it('name exactly the slots the remote offers', () => {
    expect([...SLOT_NAMES].sort()).toEqual(Object.keys(templatesModule.slots ?? {}).sort());
  });
});
