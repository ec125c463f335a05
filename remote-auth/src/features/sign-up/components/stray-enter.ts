/**
 * A complete code submits by itself (CodeInput), yet many people press Enter after the sixth
 * digit out of habit. That Enter belongs to the code: landing on the form that follows (the
 * sign-in page, its password empty) it would submit that form and greet them with an error.
 * So after an auto-submit, Enter keydowns are swallowed (caught on the window before any form
 * hears them; a keydown whose default is prevented submits nothing) until another key is
 * pressed, or for `afterSubmitMs` after the submit and `afterLeaveMs` after the code's form
 * leaves the page, whichever ends later.
 */
export const STRAY_ENTER_AFTER_SUBMIT_MS = 2000;
export const STRAY_ENTER_AFTER_LEAVE_MS = 1000;

export interface StrayEnterGuard {
  /** The code's form left the page: the next form is (about to be) there. */
  left(): void;
  stop(): void;
}

export function swallowStrayEnter(
  target: Window = window,
  afterSubmitMs = STRAY_ENTER_AFTER_SUBMIT_MS,
  afterLeaveMs = STRAY_ENTER_AFTER_LEAVE_MS,
): StrayEnterGuard {
  let until = Date.now() + afterSubmitMs;
  const onKeyDown = (event: KeyboardEvent) => {
    if (Date.now() > until) return stop();
    // Another key: the person has moved on (typing in the next form); an IME's Enter is theirs.
    if (event.key !== 'Enter' || event.isComposing) return stop();
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  function stop() {
    target.removeEventListener('keydown', onKeyDown, true);
  }
  target.addEventListener('keydown', onKeyDown, true);
  return {
    left: () => {
      until = Math.max(until, Date.now() + afterLeaveMs);
    },
    stop,
  };
}
