// antd renders slowly in jsdom on a shared machine.
jest.setTimeout(60_000);

import { act, fireEvent, screen } from '@testing-library/react';
import { settingsActions } from '@phonesheet/shared';
import { renderWithApp } from '../../testing/render';
import { Button, Form, Input } from '../antd-by-path';
import { AuthLayout } from './AuthLayout';
import { PublicAntdFrame } from './PublicAntdFrame';

/** A public screen whose field antd itself checks (inside its frame), so antd's own texts show. */
function NameScreen() {
  return (
    <AuthLayout variant="split" title="Name">
      <PublicAntdFrame>
        <Form>
          <Form.Item name="name" label="Name" rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Button htmlType="submit">Send</Button>
        </Form>
      </PublicAntdFrame>
    </AuthLayout>
  );
}

describe("the public screens' antd frame", () => {
  it("draws in English, then right to left with antd's Arabic texts once the language is chosen", async () => {
    const { store, container } = renderWithApp(<NameScreen />);
    fireEvent.click(screen.getByText('Send'));
    expect(await screen.findByText('Please enter Name')).toBeInTheDocument();
    expect(container.querySelector('.ant-row-rtl')).toBeNull();

    act(() => void store.dispatch(settingsActions.localeChanged('ar')));
    expect(container.querySelector('.ant-row-rtl')).not.toBeNull();
    // antd's Arabic texts are fetched when chosen: the next check speaks Arabic.
    await act(async () => {});
    fireEvent.click(screen.getByText('Send'));
    expect(await screen.findByText('يرجى إدخال Name')).toBeInTheDocument();
  });
});
