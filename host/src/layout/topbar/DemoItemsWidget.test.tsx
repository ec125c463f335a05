import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BellOutlined } from '@ant-design/icons';
import { renderInHost } from '../../testing/render';
import { DemoItemsWidget } from './DemoItemsWidget';
import { DEMO_NOTIFICATIONS } from './demo-items';

describe('DemoItemsWidget', () => {
  it('keeps the focus in the drawer after View All, so Escape still closes it', async () => {
    renderInHost(
      <DemoItemsWidget
        icon={<BellOutlined />}
        titleId="host.topbar.notifications"
        items={DEMO_NOTIFICATIONS}
      />,
      { session: { user: {} } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'View All' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'View All' })).not.toBeInTheDocument());
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });
});
