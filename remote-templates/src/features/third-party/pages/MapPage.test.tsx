import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, setupStore } from '../../../testing/test-store';
import MapPage from './MapPage';

async function renderMap() {
  renderAt(<MapPage />, setupStore());
  await waitFor(() => expect(document.querySelectorAll('path[data-region]').length).toBe(176), {
    timeout: 10000,
  });
}

const region = (key: string) => document.querySelector(`path[data-region="${key}"]`)!;
const detail = () => screen.getByTestId('third-party-map-detail');

test('hovering a country names it; clicking it shows its details; clicking again clears them', async () => {
  await renderMap();
  expect(within(detail()).getByText('Click a country on the map, or find it above.')).toBeInTheDocument();

  act(() => {
    fireEvent.mouseEnter(region('250'));
  });
  expect(screen.getByTestId('third-party-map-hover')).toHaveTextContent('France');

  act(() => {
    fireEvent.click(region('250'));
  });
  expect(within(detail()).getByText('France')).toBeInTheDocument();
  expect(region('250')).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('third-party-map-visitors')).toHaveTextContent('61,050');
  expect(within(detail()).getByText('6 of 176')).toBeInTheDocument();

  act(() => {
    fireEvent.click(region('250'));
  });
  expect(screen.queryByTestId('third-party-map-visitors')).toBeNull();
}, 30000);

test('a region is a focusable button named with its visitors; Enter selects it', async () => {
  await renderMap();
  const us = region('840');
  expect(us).toHaveAttribute('tabindex', '0');
  expect(us).toHaveAttribute('aria-label', 'United States of America: 182,400 visitors');
  act(() => {
    fireEvent.keyDown(us, { key: 'Enter' });
  });
  expect(within(detail()).getByText('United States of America')).toBeInTheDocument();
  expect(screen.getByTestId('third-party-map-visitors')).toHaveTextContent('182,400');
}, 30000);

test('the top-countries list selects a country', async () => {
  await renderMap();
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'India' }));
  });
  expect(within(detail()).getByText('India')).toBeInTheDocument();
}, 30000);
