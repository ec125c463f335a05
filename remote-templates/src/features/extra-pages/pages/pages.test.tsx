import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { flush, renderAt, setupStore } from '../../../testing/test-store';
import { SAMPLE_PASSWORD } from '../data/pages-db';
import AccountPage from './AccountPage';
import BlogPage from './BlogPage';
import BlogPostPage from './BlogPostPage';
import ContactUsPage from './ContactUsPage';
import FaqPage from './FaqPage';
import MenuLevelPage from './MenuLevelPage';
import PricingPage from './PricingPage';

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

const app = (
  <>
    <Routes>
      <Route path="/extra-pages/contact-us" element={<ContactUsPage />} />
      <Route path="/extra-pages/faq" element={<FaqPage />} />
      <Route path="/extra-pages/pricing" element={<PricingPage />} />
      <Route path="/extra-pages/blog" element={<BlogPage />} />
      <Route path="/extra-pages/blog/:id" element={<BlogPostPage />} />
      <Route path="/extra-pages/account" element={<AccountPage />} />
      <Route path="/menu-level/*" element={<MenuLevelPage />} />
    </Routes>
    <Where />
  </>
);

async function open(path: string) {
  const store = setupStore();
  await act(flush);
  await act(() => new Promise((r) => setTimeout(r, 50)));
  renderAt(app, store, { path });
  return store;
}

const type = (el: Element, value: string) => fireEvent.change(el, { target: { value } });
const field = (label: string) => screen.getByLabelText(label);

test('FAQ: ten questions, a search narrows them, a search with no match says so', async () => {
  await open('/extra-pages/faq');
  await waitFor(() => expect(screen.getAllByTestId('extra-faq-question')).toHaveLength(10));
  type(screen.getByLabelText('Search the questions'), 'cancel subscription');
  await waitFor(() => expect(screen.getAllByTestId('extra-faq-question')).toHaveLength(1));
  expect(screen.getByText('How do I cancel my subscription?')).toBeInTheDocument();
  expect(screen.getByTestId('extra-faq-count')).toHaveTextContent('1 question');
  type(screen.getByLabelText('Search the questions'), 'zebra');
  expect(await screen.findByText('No question matches your search')).toBeInTheDocument();
});

test('pricing: monthly prices, then yearly with the saving', async () => {
  await open('/extra-pages/pricing');
  await waitFor(() => expect(screen.getByTestId('extra-plan-business-price')).toHaveTextContent('$19'));
  expect(screen.getByTestId('extra-plan-starter-price')).toHaveTextContent('Free');
  // Neutral demo names: nothing here advertises plans Phone Sheet does not sell.
  expect(screen.getByTestId('extra-plan-business')).toHaveTextContent('Business');
  expect(document.body).not.toHaveTextContent(/Standard|Premium/);
  expect(screen.getByTestId('extra-plan-team-note')).toHaveTextContent('Or $90 a year, two months free');
  fireEvent.click(screen.getByText('Yearly'));
  expect(screen.getByTestId('extra-plan-business-price')).toHaveTextContent('$190');
  expect(screen.getByTestId('extra-plan-business')).toHaveTextContent('/ year');
  expect(screen.getByTestId('extra-plan-business-note')).toHaveTextContent('You save $38 a year');
});

test('newsletter on the blog: exact messages, then the thank-you', async () => {
  await open('/extra-pages/blog');
  await waitFor(() => expect(screen.getAllByTestId('extra-blog-post')).toHaveLength(6));
  const form = screen.getByTestId('extra-newsletter');
  fireEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
  expect(await within(form).findByText('Email is required')).toBeInTheDocument();
  type(within(form).getByLabelText('Your e-mail address'), 'ann@');
  fireEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
  expect(await within(form).findByText('Invalid email format')).toBeInTheDocument();
  type(within(form).getByLabelText('Your e-mail address'), 'ann@example.com');
  fireEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByTestId('extra-newsletter-thanks')).toHaveTextContent(
    'Thank you for subscribing to our newsletter!',
  );
});

test('a blog post opens from the list; an unknown one says it does not exist', async () => {
  await open('/extra-pages/blog');
  await waitFor(() => expect(screen.getAllByTestId('extra-blog-post')).toHaveLength(6));
  fireEvent.click(screen.getByText('Phone Sheet now speaks six languages'));
  expect(screen.getByTestId('where')).toHaveTextContent('/extra-pages/blog/3');
  expect(await screen.findByTestId('extra-blog-author')).toHaveTextContent('Lina Haddad');
  fireEvent.click(screen.getAllByText('Back to the blog')[0]!);
  expect(screen.getByTestId('where')).toHaveTextContent('/extra-pages/blog');
});

test('unknown blog post', async () => {
  await open('/extra-pages/blog/77');
  expect(await screen.findByText('This post does not exist')).toBeInTheDocument();
});

test('contact us: required texts, input kept after a refusal, thanks and a cleared form', async () => {
  await open('/extra-pages/contact-us');
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Message is required')).toBeInTheDocument();
  type(field('Name'), 'Ann');
  type(field('E-mail'), 'ann@example.com');
  type(field('Phone (optional)'), 'abc');
  type(field('Message'), 'Hello');
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('Phone number is not valid')).toBeInTheDocument();
  expect(field('Message')).toHaveValue('Hello');
  type(field('Phone (optional)'), '+44 117 496 0000');
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByTestId('extra-contact-thanks')).toHaveTextContent(
    'Thank you for contacting us. We will get back to you soon.',
  );
  expect(field('Message')).toHaveValue('');
});

test('account: seven tabs; personal info refuses unchanged names and saves new ones', async () => {
  const store = await open('/extra-pages/account');
  await waitFor(() => expect(screen.getByTestId('extra-account-name')).toHaveTextContent('Sofia Bennett'));
  expect(screen.getAllByRole('tab').map((t) => t.textContent?.trim())).toEqual([
    'Personal Info',
    'Change Password',
    'Information',
    'Social Links',
    'Notifications',
    'Connections',
    'Activity',
  ]);
  fireEvent.click(screen.getByTestId('extra-account-personal-save'));
  expect(await screen.findByTestId('extra-account-personal-refusal')).toHaveTextContent(
    'Kindly update the fields',
  );
  type(field('First name'), '');
  fireEvent.click(screen.getByTestId('extra-account-personal-save'));
  expect(await screen.findByText("Full Name field can't be empty")).toBeInTheDocument();
  type(field('First name'), 'Sofie');
  fireEvent.click(screen.getByTestId('extra-account-personal-save'));
  await waitFor(() => expect(screen.getByTestId('extra-account-name')).toHaveTextContent('Sofie Bennett'));
  expect(store.getState().ui.toasts.map((t: { messageId?: string }) => t.messageId)).toContain(
    'templates.extraPages.answer.updated',
  );

  fireEvent.click(screen.getByText('Connections'));
  expect(screen.getByTestId('where')).toHaveTextContent('/extra-pages/account');
  await waitFor(() => expect(screen.getAllByTestId('extra-account-connection')).toHaveLength(5));
});

test('change password: checked on blur with the exact texts, a wrong one refused (input kept), then changed and cleared', async () => {
  await open('/extra-pages/account?tab=password');
  const old = await screen.findByLabelText('Current password');
  fireEvent.blur(old);
  expect(await screen.findByText('No password provided.')).toBeInTheDocument();
  type(old, 'short');
  fireEvent.blur(old);
  expect(await screen.findByText('Password is too short - should be 8 chars minimum.')).toBeInTheDocument();
  type(field('New password'), 'new-secret-1');
  type(field('Retype new password'), 'new-secret-2');
  fireEvent.blur(field('Retype new password'));
  expect(await screen.findByText('Passwords must match')).toBeInTheDocument();

  type(old, 'wrong-password');
  type(field('Retype new password'), 'new-secret-1');
  fireEvent.click(screen.getByTestId('extra-account-password-save'));
  expect(await screen.findByTestId('extra-account-password-refusal')).toHaveTextContent(
    'Your current password is not correct',
  );
  expect(field('Current password')).toHaveValue('wrong-password');

  type(field('Current password'), SAMPLE_PASSWORD);
  fireEvent.click(screen.getByTestId('extra-account-password-save'));
  await waitFor(() => expect(field('Current password')).toHaveValue(''));
  expect(screen.queryByTestId('extra-account-password-refusal')).toBeNull();
  expect(field('New password')).toHaveValue('');
});

test('multi-level menu: each leaf says its level; an unknown one goes to the 404 page', async () => {
  await open('/menu-level/level-1/level-2/level-3');
  expect(screen.getByTestId('extra-menu-level-title')).toHaveTextContent('You are on level 3');
});

test('multi-level menu: unknown path', async () => {
  await open('/menu-level/level-9');
  expect(screen.getByTestId('where')).toHaveTextContent('/error-pages/error-404');
});
