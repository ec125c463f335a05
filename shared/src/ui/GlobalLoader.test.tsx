import { act, screen } from '@testing-library/react';
import { sessionActions } from '../session/session-slice';
import { createAppStore } from '../store/create-app-store';
import { renderWithStore } from '../testing/render-with-store';
import { GlobalLoader } from './GlobalLoader';
import { uiActions } from './ui-slice';

describe('<GlobalLoader />', () => {
  it('spins while the session loads and while any loader is shown', () => {
    localStorage.clear();
    const store = createAppStore();
    const { container } = renderWithStore(<GlobalLoader />, store, { 'common.loading': 'Loading...' });
    const spinner = () => container.ownerDocument.querySelector('.ant-spin-fullscreen');
    expect(spinner()).not.toBeNull();

    act(() => {
      store.dispatch(sessionActions.cleared());
    });
    expect(spinner()).toBeNull();

    act(() => {
      store.dispatch(uiActions.loaderShown());
      store.dispatch(uiActions.loaderShown());
      store.dispatch(uiActions.loaderHidden());
    });
    expect(spinner()).not.toBeNull();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    act(() => {
      store.dispatch(uiActions.loaderHidden());
    });
    expect(spinner()).toBeNull();
  });
});
