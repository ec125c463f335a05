import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { ValidationError, type AnyObjectSchema } from 'yup';
import type { MessageDescriptorLike } from './yup-rule';
import { useYupTranslate } from './use-yup-rules';

type Values = Record<string, string>;

/** One field's wiring for the plain inputs (kit/plain/fields.tsx). */
export interface PlainFieldProps {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export interface PlainForm<V extends Values> {
  field: (name: keyof V & string) => PlainFieldProps;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A form checked by a yup schema as antd's Form checks it through useYupRules: a field is checked
 * as it changes, with the fields typed in before it ("passwords must match"), every field on submit,
 * which then focuses the first wrong one or hands the values on. Messages are i18n keys,
 * translated. For the screens drawn without antd (the sign-in page).
 */
export function usePlainForm<V extends Values>(
  schema: AnyObjectSchema,
  initialValues: V,
  onValid: (values: V) => void,
): PlainForm<V> {
  const translate = useYupTranslate();
  const formId = useId();
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  // yup checks asynchronously: only the newest check of a field may write its message.
  const checks = useRef<Partial<Record<keyof V, number>>>({});
  // The fields typed in so far: a change checks them again too (a confirmation reads its field).
  const touched = useRef(new Set<keyof V>());

  const messageOf = useCallback(
    (error: unknown) => {
      if (error instanceof ValidationError) return translate(error.errors[0] as MessageDescriptorLike);
      throw error;
    },
    [translate],
  );

  const check = useCallback(
    (name: keyof V, all: V) => {
      const ticket = (checks.current[name] ?? 0) + 1;
      checks.current[name] = ticket;
      schema.validateAt(name as string, all).then(
        () => ticket === checks.current[name] && setErrors((e) => ({ ...e, [name]: undefined })),
        (error: unknown) =>
          ticket === checks.current[name] && setErrors((e) => ({ ...e, [name]: messageOf(error) })),
      );
    },
    [schema, messageOf],
  );

  const idOf = (name: string) => `${formId}-${name}`;

  const field = (name: keyof V & string): PlainFieldProps => ({
    id: idOf(name),
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value) => {
      const next = { ...values, [name]: value };
      setValues(next);
      touched.current.add(name);
      check(name, next);
      for (const other of touched.current) if (other !== name) check(other, next);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const names = Object.keys(values) as (keyof V & string)[];
    for (const name of names) checks.current[name] = (checks.current[name] ?? 0) + 1;
    void Promise.all(
      names.map((name) =>
        schema.validateAt(name, values).then(
          () => undefined,
          (error: unknown) => messageOf(error),
        ),
      ),
    ).then((messages) => {
      setErrors(Object.fromEntries(names.map((name, i) => [name, messages[i]])) as typeof errors);
      const first = names.find((_, i) => messages[i]);
      if (first) document.getElementById(idOf(first))?.focus();
      else onValid(values);
    });
  };

  return { field, onSubmit };
}
