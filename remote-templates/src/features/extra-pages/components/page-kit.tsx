import { useEffect } from 'react';
import { useAppDispatch } from '@phonesheet/shared';
import { useFetchState } from '../../../store/fetch-lifecycle';
import {
  extraPagesActions as A,
  fetchKeyOf,
  useResource,
  type Resource,
  type ResourceMap,
} from '../store/extra-pages-slice';

/**
 * Asks for a resource on mount and whenever `query` changes; answers its data (an older query's
 * data stays while the new one loads), loading and error, and a retry.
 */
export function useLoad<R extends Resource>(resource: R, query = '') {
  const dispatch = useAppDispatch();
  const { data, current } = useResource(resource, query);
  const { loading, error } = useFetchState(fetchKeyOf(resource));
  useEffect(() => {
    dispatch(A.requested({ resource, query }));
  }, [dispatch, resource, query]);
  const retry = () => dispatch(A.requested({ resource, query }));
  return { data: data as ResourceMap[R] | undefined, current, loading, error, retry };
}

/** Initials of a name (avatars are initials on theme colours: no image leaves the bundle). */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
