import { act, fireEvent, screen } from '@testing-library/react';
import { sessionActions, settingsActions } from '@phonesheet/shared';
import { sampleUser } from '@phonesheet/shared/testing';
import { renderInHost } from '../testing/render';
import { readableTextOn } from './promo-banner-memory';
import { PromoBanner } from './PromoBanner';

const banner = () => screen.queryByTestId('promo-banner');

describe('PromoBanner', () => {
  it('once closed stays closed for that user (kept in the browser), not for another one', () => {
    const first = renderInHost(<PromoBanner />, { session: { user: { _id: 'ada' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Close offer' }));
    expect(banner()).not.toBeInTheDocument();
    const kept = { ...localStorage };
    first.unmount();

    // A reload (a new store; renderInHost empties the storage, so it is put back).
    const { store } = renderInHost(<PromoBanner />, { session: { user: { _id: 'grace' } } });
    Object.entries(kept).forEach(([key, value]) => localStorage.setItem(key, value));
    const signIn = (id: string) =>
      act(() => {
        store.dispatch(sessionActions.profileLoaded(sampleUser({ _id: id })));
      });
    signIn('grace');
    expect(banner()).toBeInTheDocument();
    signIn('ada');
    expect(banner()).not.toBeInTheDocument();
  });

  it('is painted in the primary colour with the text that reads on it', () => {
    const { store } = renderInHost(<PromoBanner />, { session: { user: {} } });
    act(() => {
      store.dispatch(settingsActions.changed({ primaryColor: '#722ED1' }));
    });
    expect(banner()).toHaveStyle({ background: '#722ED1', color: '#ffffff' });
    expect(readableTextOn('#722ED1')).toBe('#ffffff');
    expect(readableTextOn('#FADB14')).toBe('#141414');
    expect(readableTextOn('#0A8FDC')).toBe('#141414');
  });
});
