import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, useSlot, type RemoteModule } from '@phonesheet/shared';
import { lockMemory } from '@phonesheet/shared/idle-lock';
import { navigationOf } from '../layout/sidebar/use-navigation';
import { ROUTER_FUTURE } from '../routing/router-future';
import { applySession } from '../testing/render';
import { failed, idle, loaded, testRemote } from '../testing/test-remote';
import { AppProviders } from './AppProviders';
import { IdleLockSlot } from './IdleLockSlot';
import type { RemoteState } from './remote-state';

// A page fetches only the remotes it draws (docs/platform.md "Federation"): the sidebar's entries,
// My Account's tabs and the lock screen are known without loading their remote.

const labels = (entries: ReturnType<typeof navigationOf>) =>
  entries.flatMap((list) => list.flatMap((item) => [item.id, ...(item.children ?? []).map((c) => c.id)]));

describe('the sidebar without loading the remotes', () => {
  it("shows the phone sheet's entries while its remote is idle or loading, its own once loaded, none once failed", () => {
    const phonesheetEntries = ['application', 'phonesheet', 'history', 'users', 'reports'];
    expect(labels(navigationOf([idle('phonesheet')], false))).toEqual(phonesheetEntries);
    expect(labels(navigationOf([{ ...idle('phonesheet'), status: 'loading' }], false))).toEqual(
      phonesheetEntries,
    );
    expect(labels(navigationOf([loaded(testRemote())], false))).toEqual(['app', 'phoneSheet', 'users']);
    expect(navigationOf([failed('phonesheet')], false)).toEqual([]);
  });

  it('has no entries of its own for the template demos: they show on request, from their remote', () => {
    expect(navigationOf([idle('templates')], true)).toEqual([]);
    const templates = testRemote({
      name: 'templates',
      navigation: [{ id: 'demos', type: 'item', url: '/x' }],
    });
    expect(labels(navigationOf([loaded(templates)], false))).toEqual([]);
    expect(labels(navigationOf([loaded(templates)], true))).toEqual(['demos']);
  });
});

function SlotProbe({ name }: { name: string }) {
  const Slot = useSlot(name);
  return Slot ? <Slot /> : <p>no slot</p>;
}

function renderWith(
  ui: React.ReactElement,
  remotes: RemoteState[],
  retryRemote = jest.fn(),
  signedIn = true,
) {
  const store = createAppStore();
  applySession(store, signedIn ? { user: {} } : 'anonymous');
  const utils = render(
    <AppProviders store={store} remotes={remotes} retryRemote={retryRemote}>
      <MemoryRouter future={ROUTER_FUTURE}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, store, retryRemote };
}

describe("a remote's slots before it is loaded", () => {
  it('are offered, and drawing one loads its remote, then shows its component', async () => {
    const billing = testRemote({
      name: 'billing',
      slots: { 'myProfile.subscriptionTab': () => <p>Your plan</p> },
    });
    const retryRemote = jest.fn(async () => loaded(billing));
    renderWith(<SlotProbe name="myProfile.subscriptionTab" />, [idle('billing')], retryRemote);
    expect(screen.getByTestId('page-loader')).toBeInTheDocument();
    expect(await screen.findByText('Your plan')).toBeInTheDocument();
    expect(retryRemote).toHaveBeenCalledTimes(1);
    expect(retryRemote).toHaveBeenCalledWith('billing');
  });

  it('are not fetched while not drawn, and a failed remote offers none', () => {
    const retryRemote = jest.fn();
    renderWith(<p>My account</p>, [idle('billing'), idle('phonesheet'), idle('auth')], retryRemote);
    expect(retryRemote).not.toHaveBeenCalled();
    renderWith(<SlotProbe name="myProfile.digestTab" />, [failed('phonesheet')], retryRemote);
    expect(screen.getByText('no slot')).toBeInTheDocument();
    expect(retryRemote).not.toHaveBeenCalled();
  });
});

describe('the lock screen before the auth remote is loaded', () => {
  const minutes = (n: number) => act(() => void jest.advanceTimersByTime(n * 60_000));
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete window.__PHONESHEET_CONFIG__;
    window.sessionStorage.clear();
  });

  it('fetches nothing until the idle time is up, then covers the page and loads the lock screen', async () => {
    window.__PHONESHEET_CONFIG__ = { lockAfterMinutes: 2 };
    const retryRemote = jest.fn(() => new Promise<RemoteState>(() => undefined));
    renderWith(<IdleLockSlot />, [idle('auth')], retryRemote);
    minutes(1.5);
    fireEvent.keyDown(window, { key: 'a' });
    minutes(1.5);
    expect(retryRemote).not.toHaveBeenCalled();
    expect(screen.queryByTestId('lock-cover')).toBeNull();
    minutes(0.6);
    await act(async () => undefined);
    expect(await screen.findByTestId('lock-cover')).toBeInTheDocument();
    expect(retryRemote).toHaveBeenCalledWith('auth');
    // Remembered for the tab, so the lock screen, once here, starts locked (and a reload too).
    expect(lockMemory.get()).toBe(true);
  });

  it("hands over to the remote's lock screen once loaded, and never shows a locked page when it is down", async () => {
    lockMemory.set(true);
    const auth: RemoteModule = testRemote({ name: 'auth', slots: { 'app.idleLock': () => <p>Unlock</p> } });
    const { rerender, store } = renderWith(<IdleLockSlot />, [failed('auth')], jest.fn());
    expect(await screen.findByTestId('lock-cover')).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    rerender(
      <AppProviders store={store} remotes={[loaded(auth)]}>
        <MemoryRouter future={ROUTER_FUTURE}>
          <IdleLockSlot />
        </MemoryRouter>
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByText('Unlock')).toBeInTheDocument());
    expect(screen.queryByTestId('lock-cover')).toBeNull();
  });

  it('draws nothing for a visitor', () => {
    lockMemory.set(true);
    const retryRemote = jest.fn();
    renderWith(<IdleLockSlot />, [idle('auth')], retryRemote, false);
    minutes(60);
    expect(screen.queryByTestId('lock-cover')).toBeNull();
    expect(retryRemote).not.toHaveBeenCalled();
  });
});
