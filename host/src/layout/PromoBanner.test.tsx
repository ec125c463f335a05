import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionActions, settingsActions } from '@phonesheet/shared';
import { mockFetch, sampleUser } from '@phonesheet/shared/testing';
import { renderInHost } from '../testing/render';
import { readableTextOn } from './promo-banner-memory';
import { promoBannerShown } from './promo-banner-rules';
import { PromoBanner } from './PromoBanner';

const banner = () => screen.queryByTestId('promo-banner');
const basicAdmin = { userType: 'Admin' as const, planId: 'basic', promoClosed: false };

describe('who sees the offer banner', () => {
  const shown = (over: Partial<ReturnType<typeof sampleUser>>, templates = false) =>
    promoBannerShown(sampleUser(over), templates);

  it('an administrator of a company on Basic or without a plan, until they close it', () => {
    expect(shown(basicAdmin)).toBe(true);
    expect(shown({ ...basicAdmin, planId: null, subscribed: false })).toBe(true);
    expect(shown({ ...basicAdmin, promoClosed: true })).toBe(false);
  });

  it('not after payment, and not to someone who cannot buy', () => {
    expect(shown({ ...basicAdmin, planId: 'standard' })).toBe(false);
    expect(shown({ ...basicAdmin, planId: 'premium' })).toBe(false);
    expect(shown({ ...basicAdmin, userType: 'User' })).toBe(false);
    expect(shown({ ...basicAdmin, userType: 'User', planId: null })).toBe(false);
  });

  it("with the template demos on it is SPEC's banner for everyone, still closed once closed", () => {
    expect(shown({ userType: 'User', planId: 'premium' }, true)).toBe(true);
    expect(shown({ userType: 'User', planId: 'premium', promoClosed: true }, true)).toBe(false);
  });
});

describe('PromoBanner', () => {
  it("says SPEC's words, opens the plans inside the shell, and closing it is kept on the server", async () => {
    const { callsTo } = mockFetch(() => ({ status: 200, body: { msg: 'The offer is closed' } }));
    const { store } = renderInHost(<PromoBanner />, { session: { user: { _id: 'ada' } } });
    act(() => {
      store.dispatch(sessionActions.profileLoaded(sampleUser({ _id: 'ada', ...basicAdmin })));
    });
    expect(banner()).toHaveTextContent('Get flat 60% off on your first purchase.');
    expect(screen.getByRole('link', { name: 'Upgrade now' })).toHaveAttribute(
      'href',
      '/dashboards/subscription',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close offer' }));
    expect(banner()).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', '/auth/closePromo')).toHaveLength(1));
  });

  it('is hidden once the company pays (the profile is reloaded after payment)', () => {
    const { store } = renderInHost(<PromoBanner />, { session: { user: { _id: 'bob' } } });
    act(() => {
      store.dispatch(sessionActions.profileLoaded(sampleUser({ _id: 'bob', ...basicAdmin })));
    });
    expect(banner()).toBeInTheDocument();
    act(() => {
      store.dispatch(
        sessionActions.profileLoaded(sampleUser({ _id: 'bob', ...basicAdmin, planId: 'standard' })),
      );
    });
    expect(banner()).not.toBeInTheDocument();
  });

  it('is painted in the primary colour with the text that reads on it', () => {
    const { store } = renderInHost(<PromoBanner />, { session: { user: basicAdmin } });
    act(() => {
      store.dispatch(settingsActions.changed({ primaryColor: '#722ED1' }));
    });
    expect(banner()).toHaveStyle({ background: '#722ED1', color: '#ffffff' });
    expect(readableTextOn('#722ED1')).toBe('#ffffff');
    expect(readableTextOn('#FADB14')).toBe('#141414');
    expect(readableTextOn('#0A8FDC')).toBe('#141414');
  });
});
