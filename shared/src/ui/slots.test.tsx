import { render, screen } from '@testing-library/react';
import { SlotsProvider, useSlot } from './slots';

function Host({ name }: { name: string }) {
  const Slot = useSlot(name);
  return Slot ? <Slot /> : <p>nothing offered</p>;
}

describe('slots', () => {
  it('hands out a component offered under a name, and undefined for others', () => {
    render(
      <SlotsProvider slots={{ 'myProfile.subscriptionTab': () => <p>Subscription tab</p> }}>
        <Host name="myProfile.subscriptionTab" />
        <Host name="unknown" />
      </SlotsProvider>,
    );
    expect(screen.getByText('Subscription tab')).toBeInTheDocument();
    expect(screen.getByText('nothing offered')).toBeInTheDocument();
  });
});
