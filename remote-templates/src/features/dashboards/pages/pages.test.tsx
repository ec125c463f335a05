import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectToasts } from '@phonesheet/shared';
import { flush, renderAt, setupStore } from '../../../testing/test-store';
import { DASHBOARD_PAGES, dashboardsApp } from '../app';
import en from '../i18n/en.json';
import AnalyticsPage from './AnalyticsPage';
import CryptoPage from './CryptoPage';
import WidgetsPage from './WidgetsPage';
import AcademyPage from './AcademyPage';
import CrmPage from './CrmPage';
import EcommercePage from './EcommercePage';
import HealthCarePage from './HealthCarePage';
import MetricsPage from './MetricsPage';

async function open(ui: JSX.Element) {
  const store = setupStore();
  await act(flush);
  await act(() => new Promise((r) => setTimeout(r, 50)));
  renderAt(ui, store);
  return store;
}

const PAGES: [string, () => JSX.Element, string, string][] = [
  ['crm', CrmPage, 'CRM', 'Top deals'],
  ['crypto', CryptoPage, 'Crypto', 'Buy crypto'],
  ['analytics', AnalyticsPage, 'Analytics', 'Top pages'],
  ['ecommerce', EcommercePage, 'E-commerce', 'Recent orders'],
  ['academy', AcademyPage, 'Academy', 'Latest results'],
  ['health_care', HealthCarePage, 'Health care', 'Upcoming appointments'],
  ['metrics', MetricsPage, 'Metrics', 'Conversion funnel'],
  ['widgets', WidgetsPage, 'Widgets', 'Recent activity'],
];

test("the eight routes are the issue's paths, each with its own page", () => {
  expect(DASHBOARD_PAGES.map((p) => p.path)).toEqual([
    '/dashboards/crm',
    '/dashboards/crypto',
    '/dashboards/analytics',
    '/dashboards/e-commerce',
    '/dashboards/academy',
    '/dashboards/health-care',
    '/dashboards/metrics',
    '/dashboards/widgets',
  ]);
  expect(new Set(DASHBOARD_PAGES.map((p) => p.Component)).size).toBe(8);
  expect(dashboardsApp.routes.map((r) => r.path)).toEqual(DASHBOARD_PAGES.map((p) => p.path));
});

test('the sidebar: a "Dashboards" collapse in the dashboards group, eight labelled items with icons', () => {
  const messages = en as Record<string, string>;
  expect(dashboardsApp.group).toBe('dashboards');
  const nav = dashboardsApp.nav!;
  expect(nav.type).toBe('collapse');
  expect(messages[nav.messageId!]).toBe('Dashboards');
  expect(nav.children?.map((c) => [messages[c.messageId!], c.url])).toEqual([
    ['CRM', '/dashboards/crm'],
    ['Crypto', '/dashboards/crypto'],
    ['Analytics', '/dashboards/analytics'],
    ['E-commerce', '/dashboards/e-commerce'],
    ['Academy', '/dashboards/academy'],
    ['Health care', '/dashboards/health-care'],
    ['Metrics', '/dashboards/metrics'],
    ['Widgets', '/dashboards/widgets'],
  ]);
  for (const item of nav.children!) expect(item.icon).toBeTruthy();
});

test.each(PAGES)(
  '%s: a skeleton, then its own figures, charts and sections in words',
  async (id, Page, title, section) => {
    await open(<Page />);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-skeleton')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.getByTestId('dashboard-content')).toBeInTheDocument());
    expect(screen.getByTestId(`dashboard-${id}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    // Every chart is a figure named by its card's heading.
    const charts = screen.getAllByTestId('dashboard-chart');
    expect(charts.length).toBeGreaterThanOrEqual(2);
    for (const chart of charts) {
      const heading = document.getElementById(chart.getAttribute('aria-labelledby') ?? '');
      expect(heading?.textContent).toBeTruthy();
    }
    // No message id shows instead of its text.
    expect(document.body.textContent).not.toMatch(/templates\.dashboards\./);
  },
);

test('a headline figure shows its value and change; a fall in the bounce rate is good news', async () => {
  await open(<AnalyticsPage />);
  const bounce = await screen.findByTestId('dashboard-stat-bounceRate');
  expect(bounce).toHaveTextContent('Bounce rate');
  expect(bounce).toHaveTextContent('41.8%');
  expect(bounce).toHaveTextContent('-3.1%');
  expect(screen.getByTestId('dashboard-stat-sessionTime')).toHaveTextContent('3 min 14 s');
});

test('widgets: ticking a task counts it done', async () => {
  await open(<WidgetsPage />);
  await waitFor(() => expect(screen.getByTestId('dashboard-tasks-done')).toHaveTextContent('2 of 4 done'));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Send the November report' }));
  expect(screen.getByTestId('dashboard-tasks-done')).toHaveTextContent('3 of 4 done');
});

describe('crypto buy form', () => {
  const amount = () => screen.getByLabelText('Amount');
  const buy = () => fireEvent.click(screen.getByTestId('crypto-buy'));

  async function openCrypto() {
    const store = await open(<CryptoPage />);
    await screen.findByTestId('crypto-buy-form');
    return store;
  }

  test('the amount says "min 0.001"; empty or under 0.001 is refused with a message and nothing is bought', async () => {
    const store = await openCrypto();
    expect(amount()).toHaveAttribute('placeholder', 'min 0.001');
    buy();
    expect(await screen.findByText('Enter the amount to buy')).toBeInTheDocument();
    fireEvent.change(amount(), { target: { value: '0.0005' } });
    buy();
    expect(await screen.findByText('The smallest amount you can buy is 0.001')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(screen.queryByTestId('crypto-order')).toBeNull();
    expect(screen.getByText('No orders yet: buy a coin with the form')).toBeInTheDocument();
    expect(selectToasts(store.getState() as never)).toEqual([]);
  });

  test('a good order shows its total, a success message and joins "Your orders"', async () => {
    const store = await openCrypto();
    fireEvent.change(amount(), { target: { value: '0.5' } });
    await waitFor(() => expect(screen.getByTestId('crypto-total')).toHaveTextContent('Total $45,625'));
    buy();
    expect(await screen.findByTestId('crypto-bought')).toHaveTextContent('You bought 0.5 BTC for $45,625');
    const orders = screen.getAllByTestId('crypto-order');
    expect(orders).toHaveLength(1);
    expect(within(orders[0]).getByText('0.5 BTC')).toBeInTheDocument();
    expect(selectToasts(store.getState() as never).map((t) => t.messageId)).toContain(
      'templates.dashboards.crypto.bought',
    );
    // The amount is emptied for the next order; a second one goes on top.
    await waitFor(() => expect(amount()).toHaveValue(''));
    fireEvent.change(amount(), { target: { value: '0.001' } });
    buy();
    await waitFor(() => expect(screen.getAllByTestId('crypto-order')).toHaveLength(2));
    expect(within(screen.getAllByTestId('crypto-order')[0]).getByText('0.001 BTC')).toBeInTheDocument();
  });
});
