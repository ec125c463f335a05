import { act, screen } from '@testing-library/react';
import { createAppStore } from '../store/create-app-store';
import { renderWithStore } from '../testing/render-with-store';
import { Toasts } from './Toasts';
import { TOAST_DURATION_MS, uiActions } from './ui-slice';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('<Toasts />', () => {
  it('shows a toast from the store and hides it after 3500 ms', async () => {
    const store = createAppStore();
    renderWithStore(<Toasts />, store);
    act(() => {
      store.dispatch(uiActions.toast({ kind: 'success', text: 'Updated Successfully' }));
    });
    expect(await screen.findByText('Updated Successfully')).toBeInTheDocument();

    expect(TOAST_DURATION_MS).toBe(3500);
    act(() => jest.advanceTimersByTime(3400));
    expect(screen.getByText('Updated Successfully')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByText('Updated Successfully')).not.toBeInTheDocument();
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('translates messageId and falls back to the text', async () => {
    const store = createAppStore();
    renderWithStore(<Toasts />, store, { 'common.somethingWentWrong': 'Une erreur s’est produite' }, 'fr');
    act(() => {
      store.dispatch(
        uiActions.toast({
          kind: 'error',
          text: 'Something went wrong',
          messageId: 'common.somethingWentWrong',
        }),
      );
      store.dispatch(uiActions.toast({ kind: 'info', text: 'Plain server text', messageId: 'missing.key' }));
    });
    expect(await screen.findByText('Une erreur s’est produite')).toBeInTheDocument();
    expect(screen.getByText('Plain server text')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('fills the message placeholders from values', async () => {
    const store = createAppStore();
    renderWithStore(
      <Toasts />,
      store,
      { 'x.imported': '{count, plural, one {# appel importé} other {# appels importés}}' },
      'fr',
    );
    act(() => {
      store.dispatch(uiActions.toast({ kind: 'success', messageId: 'x.imported', values: { count: 3 } }));
    });
    expect(await screen.findByText('3 appels importés')).toBeInTheDocument();
  });
});
