import { useEffect, useRef } from 'react';
import type { RuleObject } from 'antd/es/form';
import { useIntl } from 'react-intl';
import { useFormState, type FormName, type FormState } from '../store/extra-pages-slice';

/** An antd rule running one of validation.ts's checks and showing its translated text. */
export function useRule() {
  const intl = useIntl();
  return (check: (value: unknown) => string | undefined): RuleObject => ({
    validator: async (_, value) => {
      const id = check(value);
      if (id) throw new Error(intl.formatMessage({ id }));
    },
  });
}

/**
 * A form's state in the store, and `onAnswer` called once per new answer (to clear the form on
 * success; on a refusal the input stays as typed).
 */
export function useFormAnswer(form: FormName, onAnswer?: (state: FormState) => void): FormState {
  const state = useFormState(form);
  const seen = useRef(state.answers);
  const callback = useRef(onAnswer);
  callback.current = onAnswer;
  useEffect(() => {
    if (state.answers === seen.current) return;
    seen.current = state.answers;
    callback.current?.(state);
  }, [state]);
  return state;
}
