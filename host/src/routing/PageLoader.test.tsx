import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderInHost } from '../testing/render';
import { useFullPageLoaderClaim } from './loader-turn';
import { PageLoader } from './PageLoader';

/** Two page loaders up at once (a suspense fallback and the route guard), and a full-page one.
 * A loader's spinner is its only span. */
function Loaders() {
  const [fullPage, setFullPage] = useState(false);
  useFullPageLoaderClaim(fullPage);
  return (
    <>
      <button type="button" onClick={() => setFullPage(true)}>
        full page
      </button>
      <PageLoader />
      <PageLoader />
    </>
  );
}

describe('PageLoader', () => {
  it('draws one spinner however many loaders are up, none under the full-page loader', () => {
    const { container } = renderInHost(<Loaders />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(container.querySelectorAll('span')).toHaveLength(1);
    fireEvent.click(screen.getByText('full page'));
    expect(screen.queryAllByRole('status')).toHaveLength(0);
    expect(container.querySelectorAll('span')).toHaveLength(0);
  });
});
