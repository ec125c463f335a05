import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(messages: Record<string, string> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <IntlProvider locale="en" messages={messages}>
      <ConfirmDialog
        open
        title="Cancel Subscription"
        message="Are you sure you want to cancel subscription?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </IntlProvider>,
  );
  return { onConfirm, onCancel };
}

describe('<ConfirmDialog />', () => {
  it('shows title and message; yes confirms', () => {
    const { onConfirm, onCancel } = renderDialog({ 'common.yes': 'Yes', 'common.no': 'No' });
    expect(screen.getByText('Cancel Subscription')).toBeInTheDocument();
    expect(screen.getByText('Are you sure you want to cancel subscription?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('no cancels, with translated button texts', () => {
    const { onConfirm, onCancel } = renderDialog({ 'common.yes': 'Oui', 'common.no': 'Non' });
    fireEvent.click(screen.getByRole('button', { name: 'Non' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Oui' })).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    render(
      <IntlProvider locale="en">
        <ConfirmDialog open={false} title="Hidden" message="m" onConfirm={jest.fn()} onCancel={jest.fn()} />
      </IntlProvider>,
    );
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
  });
});
