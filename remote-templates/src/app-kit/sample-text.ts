import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** The catalogue id of a sample text: "In progress" → templates.sample.in-progress. */
export function sampleTextId(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `templates.sample.${slug}`;
}

/**
 * Translates a text of the sample data that reads as interface (a list called "To do", a city)
 * when the catalogues have it; anything else (a user's own list name, a person's name) is shown
 * as written.
 */
export function useSampleText(): (text: string) => string {
  const intl = useIntl();
  return useCallback(
    (text: string) => {
      const id = sampleTextId(text);
      return id in intl.messages ? intl.formatMessage({ id }) : text;
    },
    [intl],
  );
}
