import type { ComponentType } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderGallery } from '../testing';
import DataDisplayPage from './DataDisplayPage';
import FeedbackPage from './FeedbackPage';
import InputsPage from './InputsPage';
import LabPage from './LabPage';
import LayoutPage from './LayoutPage';
import NavigationPage from './NavigationPage';
import SurfacePage from './SurfacePage';
import UtilityPage from './UtilityPage';

let restore: (() => void) | undefined;
afterEach(() => restore?.());

async function open(Page: ComponentType) {
  const r = await renderGallery(Page);
  restore = r.restore;
  return r;
}

const card = (id: string) => screen.getByTestId(`mui-example-${id}`);

const PAGES: [string, ComponentType, string, number][] = [
  ['inputs', InputsPage, 'Inputs', 12],
  ['dataDisplay', DataDisplayPage, 'Data display', 10],
  ['navigation', NavigationPage, 'Navigation', 8],
  ['surface', SurfacePage, 'Surfaces', 8],
  ['feedback', FeedbackPage, 'Feedback', 11],
  ['layout', LayoutPage, 'Layout', 7],
  ['utility', UtilityPage, 'Utilities', 9],
  ['lab', LabPage, 'Lab', 7],
];

test.each(PAGES)(
  '%s: its title, every example labelled and described, no missing text or warning',
  async (page, Page, title, count) => {
    const { intlErrors, warnings } = await open(Page);
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    const cards = within(screen.getByTestId(`mui-${page}`)).getAllByTestId(/^mui-example-/);
    expect(cards).toHaveLength(count);
    for (const c of cards) {
      expect(c.querySelector('.ant-card-head-title')?.textContent?.trim()).toBeTruthy();
      expect(c.querySelector('.ant-typography-secondary')?.textContent?.trim()).toBeTruthy();
    }
    // The contents link every section (jsdom is narrow: sections only, in a strip).
    const sections = document.querySelectorAll(`[data-testid="mui-${page}"] section`);
    const links = [...document.querySelectorAll('.ant-anchor-link-title')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([...sections].map((s) => `#${s.id}`));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(intlErrors).toEqual([]);
    expect(warnings()).toEqual([]);
  },
);

test('inputs: buttons count clicks, the switch switches, the form checks then welcomes', async () => {
  await open(InputsPage);
  fireEvent.click(within(card('buttonTypes')).getByRole('button', { name: 'Primary' }));
  fireEvent.click(within(card('buttonTypes')).getByRole('button', { name: 'Dashed' }));
  expect(screen.getByTestId('mui-button-clicks')).toHaveTextContent('Clicked 2 times');

  expect(screen.getByTestId('mui-switch-state')).toHaveTextContent('Notifications on');
  fireEvent.click(screen.getByRole('switch', { name: 'Notifications' }));
  expect(screen.getByTestId('mui-switch-state')).toHaveTextContent('Notifications off');

  fireEvent.change(within(card('textInput')).getByLabelText('Your name'), { target: { value: 'Ada' } });
  expect(screen.getByTestId('mui-text-echo')).toHaveTextContent('Hello, Ada!');

  fireEvent.click(within(card('choices')).getByLabelText('Olives'));
  fireEvent.click(within(card('choices')).getByLabelText('Large'));
  expect(screen.getByTestId('mui-choice-summary')).toHaveTextContent('Large pizza, 2 toppings');

  const form = card('form');
  fireEvent.click(within(form).getByRole('button', { name: 'Sign up' }));
  expect(await within(form).findByText('Enter your name')).toBeInTheDocument();
  fireEvent.change(within(form).getByLabelText('Your name'), { target: { value: 'Ada' } });
  fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'not-an-address' } });
  expect(await within(form).findByText('This is not a valid e-mail address')).toBeInTheDocument();
  fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByTestId('mui-form-sent')).toHaveTextContent('Welcome, Ada!');
});

test('data display: the badge counts, a task is marked done, a tag is added', async () => {
  await open(DataDisplayPage);
  fireEvent.click(screen.getByRole('button', { name: 'More' }));
  await waitFor(() =>
    expect(screen.getByTestId('mui-badge').querySelector('.ant-scroll-number')).toHaveAttribute('title', '6'),
  );
  const list = card('list');
  fireEvent.click(within(list).getAllByRole('button', { name: 'Done' })[0]);
  expect(within(list).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  expect(within(list).getByText('Write the release notes').closest('del')).not.toBeNull();
  const tags = card('tags');
  fireEvent.change(within(tags).getByLabelText('New tag'), { target: { value: 'Jest' } });
  fireEvent.keyDown(within(tags).getByLabelText('New tag'), { key: 'Enter', keyCode: 13 });
  expect(within(tags).getByText('Jest')).toBeInTheDocument();
});

test('navigation: a tab switches, the steps advance to the end, the menu selects', async () => {
  await open(NavigationPage);
  fireEvent.click(within(card('tabs')).getByRole('tab', { name: 'Reviews' }));
  await waitFor(() => expect(screen.getByTestId('mui-tab-reviews')).toBeVisible());
  expect(within(card('tabs')).getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');

  const steps = card('steps');
  expect(screen.getByTestId('mui-steps-now')).toHaveTextContent('Step 1 of 3');
  fireEvent.click(within(steps).getByRole('button', { name: 'Next' }));
  fireEvent.click(within(steps).getByRole('button', { name: 'Next' }));
  expect(screen.getByTestId('mui-steps-now')).toHaveTextContent('Step 3 of 3');
  fireEvent.click(within(steps).getByRole('button', { name: 'Finish' }));
  expect(screen.getByTestId('mui-steps-now')).toHaveTextContent('All done!');

  fireEvent.click(within(card('menu')).getAllByText('Apps')[0]);
  expect(screen.getByTestId('mui-menu-current')).toHaveTextContent('Selected: Apps');

  fireEvent.click(within(card('pagination')).getByTitle('3'));
  expect(screen.getByTestId('mui-pagination-page')).toHaveTextContent('Page 3 of 9');
});

test('surface: the like toggles, the loading card shows its content, the accordion keeps one open', async () => {
  await open(SurfacePage);
  const like = screen.getByTestId('mui-card-like');
  expect(like).toHaveTextContent('41');
  fireEvent.click(like);
  expect(like).toHaveTextContent('42');
  expect(like).toHaveAttribute('aria-pressed', 'true');

  expect(screen.queryByTestId('mui-card-loaded')).toBeNull();
  fireEvent.click(screen.getByRole('switch', { name: 'Show the content' }));
  expect(screen.getByTestId('mui-card-loaded')).toBeInTheDocument();

  const acc = card('accordion');
  fireEvent.click(within(acc).getByText('Can I return an item?'));
  await waitFor(() =>
    expect(
      [...acc.querySelectorAll('.ant-collapse-item-active .ant-collapse-header')].map((b) => b.textContent),
    ).toEqual(['Can I return an item?']),
  );
});

test('feedback: the modal opens and closes with its answer; the drawer and a message appear', async () => {
  await open(FeedbackPage);
  fireEvent.click(screen.getByRole('button', { name: 'Open the dialog' }));
  expect(await screen.findByTestId('mui-modal-body')).toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByTestId('mui-modal-answer')).toHaveTextContent('Saved.');

  fireEvent.click(screen.getByRole('button', { name: 'Open the drawer' }));
  expect(await screen.findByTestId('mui-drawer-body')).toBeInTheDocument();

  fireEvent.click(within(card('message')).getByRole('button', { name: 'Success' }));
  expect(await screen.findByText('Your changes were saved.')).toBeInTheDocument();

  fireEvent.click(within(card('notification')).getByRole('button', { name: 'Notify at the top' }));
  expect(await screen.findByText('New comment')).toBeInTheDocument();

  const progress = card('progressBar');
  fireEvent.click(within(progress).getByRole('button', { name: 'More' }));
  expect(within(progress).getAllByText('50%')[0]).toBeInTheDocument();
});

test('layout: the side bar folds, the flex row changes its spread', async () => {
  await open(LayoutPage);
  const sider = screen.getByTestId('mui-layout-sider');
  expect(sider).not.toHaveClass('ant-layout-sider-collapsed');
  fireEvent.click(within(card('layout')).getByRole('button', { name: 'Collapse' }));
  expect(sider).toHaveClass('ant-layout-sider-collapsed');

  const flex = screen.getByTestId('mui-flex');
  expect(flex).toHaveClass('ant-flex-justify-space-between');
  fireEvent.click(within(card('flex')).getByText('Centre'));
  expect(flex).toHaveClass('ant-flex-justify-center');
});

test('utility: the empty state creates a project; the size setting resizes the button', async () => {
  await open(UtilityPage);
  const empty = card('empty');
  expect(within(empty).getByText('No projects yet')).toBeInTheDocument();
  fireEvent.click(within(empty).getByRole('button', { name: /Create a project/ }));
  expect(within(empty).getByText('Project 1')).toBeInTheDocument();
  fireEvent.click(within(empty).getByRole('button', { name: 'Clear all' }));
  expect(within(empty).getByText('No projects yet')).toBeInTheDocument();

  fireEvent.click(within(card('size')).getByText('Large'));
  expect(screen.getByTestId('mui-size-button')).toHaveClass('ant-btn-lg');
});

test('lab: the segmented control switches the view, the tour opens, the QR code follows the text', async () => {
  await open(LabPage);
  const view = screen.getByTestId('mui-segmented-view');
  expect(view).toHaveAttribute('data-view', 'list');
  fireEvent.click(within(card('segmented')).getByText('Grid'));
  expect(view).toHaveAttribute('data-view', 'grid');

  fireEvent.click(screen.getByRole('button', { name: 'Begin the tour' }));
  expect(await screen.findByText('Saves your work.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Finds anything in the project.')).toBeInTheDocument();

  const qr = card('qrcode');
  expect(within(qr).getByLabelText('Text of the code')).toHaveValue('https://example.com/phonesheet');
  fireEvent.change(within(qr).getByLabelText('Text of the code'), { target: { value: 'hello' } });
  expect(within(qr).getByLabelText('Text of the code')).toHaveValue('hello');
});
