import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import type { SearchQuery } from '@phonesheet/shared/contracts';
import { historyActions as A, selectHistory } from './store/history-slice';

const dayRange = (d: Dayjs) => ({
  from: d.startOf('day').toISOString(),
  to: d.add(1, 'day').startOf('day').toISOString(),
});

/**
 * The history's search as the filter bar drives it: the day picked (yesterday's sheet by default;
 * none searches every day), the text typed, and `?q=` (the top bar's search), which searches
 * every day for it at once. Each change searches again from page 1.
 */
export function useHistorySearch() {
  const dispatch = useAppDispatch();
  const query = useAppSelector(selectHistory).query;
  const [params] = useSearchParams();
  const urlQuery = params.get('q')?.trim() || null;
  const [day, setDay] = useState<Dayjs | null>(urlQuery ? null : dayjs().subtract(1, 'day'));
  const [text, setText] = useState(urlQuery ?? '');

  const run = (patch: Partial<SearchQuery>) => dispatch(A.searched({ ...query, page: '1', ...patch }));

  useEffect(() => {
    if (urlQuery) {
      setDay(null);
      setText(urlQuery);
      run({ q: urlQuery, from: undefined, to: undefined });
    } else run({ ...dayRange(dayjs().subtract(1, 'day')), q: '' });
  }, [urlQuery]); // eslint-disable-line react-hooks/exhaustive-deps

  return {
    query,
    day,
    text,
    setText,
    run,
    pickDay(d: Dayjs | null) {
      setDay(d);
      run(d ? dayRange(d) : { from: undefined, to: undefined });
    },
    /** A search looks across every day unless a day is still picked on purpose. */
    searchText(value: string) {
      setDay(null);
      run({ q: value, from: undefined, to: undefined });
    },
  };
}

export type HistorySearch = ReturnType<typeof useHistorySearch>;
