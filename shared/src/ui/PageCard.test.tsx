import { render, screen } from '@testing-library/react';
import { PageCard } from './PageCard';

describe('<PageCard />', () => {
  it('puts the title and the toolbar in the header, on a line that may wrap, and the content below', () => {
    const { container } = render(
      <PageCard
        title={<h4>Today’s sheet</h4>}
        toolbar={<button>Print</button>}
        toolbarClassName="ps-no-print"
      >
        <p>rows</p>
      </PageCard>,
    );
    const head = container.querySelector('.ant-card-head')!;
    expect(head).toContainElement(screen.getByRole('heading', { name: 'Today’s sheet' }));
    expect(head).toContainElement(screen.getByRole('button', { name: 'Print' }));
    expect(screen.getByRole('button', { name: 'Print' }).parentElement).toHaveClass('ps-no-print');
    // The toolbar goes under the title when both do not fit (a wrapping flex line, not antd's `extra`).
    expect(head.querySelector('.ant-card-extra')).toBeNull();
    expect(screen.getByRole('heading').closest('.ant-flex')).toHaveClass('ant-flex-wrap-wrap');
    expect(container.querySelector('.ant-card-body')).toHaveTextContent('rows');
  });

  it('has no toolbar box when there is no toolbar (a user without admin actions)', () => {
    const { container } = render(<PageCard title="Users" toolbar={false} />);
    expect(container.querySelector('.ant-card-head .ant-flex')!.children).toHaveLength(1);
  });
});
