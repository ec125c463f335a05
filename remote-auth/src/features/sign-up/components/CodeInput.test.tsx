import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render';
import { CodeInput } from './CodeInput';
import { STRAY_ENTER_AFTER_LEAVE_MS, STRAY_ENTER_AFTER_SUBMIT_MS } from './stray-enter';

jest.setTimeout(60_000);

/** The code, and once it is complete the form that follows it (as the sign-in page follows). */
function CodeThenForm({ onEnter }: { onEnter: () => void }) {
  const [done, setDone] = useState(false);
  return done ? (
    <form>
      <input aria-label="Password" autoFocus onKeyDown={(e) => e.key === 'Enter' && onEnter()} />
    </form>
  ) : (
    <CodeInput onComplete={() => setDone(true)} />
  );
}

function typeCode() {
  const cells = within(screen.getByLabelText('6-digit security code')).getAllByRole('textbox');
  '123456'.split('').forEach((digit, i) => fireEvent.input(cells[i], { target: { value: digit } }));
}
/** fireEvent answers false when a handler prevented the default (no form submits then). */
const pressEnter = () => fireEvent.keyDown(screen.getByLabelText('Password'), { key: 'Enter' });

afterEach(() => jest.useRealTimers());

test('the Enter pressed after the sixth digit never reaches the next form', () => {
  jest.useFakeTimers();
  const onEnter = jest.fn();
  renderWithApp(<CodeThenForm onEnter={onEnter} />);
  typeCode();
  expect(pressEnter()).toBe(false);
  // Still swallowed until the grace after the submit ends.
  act(() => void jest.advanceTimersByTime(STRAY_ENTER_AFTER_SUBMIT_MS - 100));
  expect(pressEnter()).toBe(false);
  expect(onEnter).not.toHaveBeenCalled();
  act(() => void jest.advanceTimersByTime(STRAY_ENTER_AFTER_LEAVE_MS));
  expect(pressEnter()).toBe(true);
  expect(onEnter).toHaveBeenCalledTimes(1);
});

test('once another key is pressed, Enter is the next form’s again', () => {
  const onEnter = jest.fn();
  renderWithApp(<CodeThenForm onEnter={onEnter} />);
  typeCode();
  fireEvent.keyDown(screen.getByLabelText('Password'), { key: 's' });
  expect(pressEnter()).toBe(true);
  expect(onEnter).toHaveBeenCalledTimes(1);
});
