import { HOST_RUNTIME, refusalOf } from './contract-check';

/** A remote's manifest as its build writes it, requiring what the host provides unless told otherwise. */
function manifestOf({ contract = HOST_RUNTIME.contract, ranges = {} as Record<string, string> } = {}) {
  return {
    metaData: { phonesheet: { contract } },
    shared: Object.entries(HOST_RUNTIME.singletons).map(([name, version]) => ({
      name,
      singleton: true,
      version,
      requiredVersion: ranges[name] ?? `^${version}`,
    })),
  };
}

test('a remote built against this host mounts', () => {
  expect(HOST_RUNTIME.singletons.react).toMatch(/^18\./);
  expect(refusalOf(manifestOf())).toBeUndefined();
  // A later minor contract still mounts: additions an older host ignores.
  const [major, minor] = HOST_RUNTIME.contract.split('.').map(Number);
  expect(refusalOf(manifestOf({ contract: `${major}.${minor + 1}.0` }))).toBeUndefined();
});

test('another major contract, a singleton range the host misses, or no contract at all is refused with the reason', () => {
  const major = Number(HOST_RUNTIME.contract.split('.')[0]);
  expect(refusalOf(manifestOf({ contract: `${major + 1}.0.0` }))).toBe(
    `refused: module contract ${major + 1}.0.0, the host runs ${HOST_RUNTIME.contract}`,
  );
  expect(refusalOf(manifestOf({ ranges: { 'react-redux': '^10.0.0' } }))).toBe(
    `refused: react-redux ^10.0.0 required, the host provides ${HOST_RUNTIME.singletons['react-redux']}`,
  );
  const unshared = manifestOf();
  unshared.shared = unshared.shared.filter((s) => s.name !== 'redux-saga');
  expect(refusalOf(unshared)).toBe('refused: redux-saga is not shared as a singleton');
  expect(refusalOf({ shared: manifestOf().shared })).toBe('refused: it declares no module contract version');
});
