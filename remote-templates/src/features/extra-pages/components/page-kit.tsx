import { useEffect, type ReactNode } from 'react';
import { Typography } from 'antd';
import { useAppDispatch } from '@phonesheet/shared';
import { useFetchState } from '../../../store/fetch-lifecycle';
import {
  extraPagesActions as A,
  fetchKeyOf,
  useResource,
  type Resource,
  type ResourceMap,
} from '../store/extra-pages-slice';

/** A page's heading, an optional subtitle and actions (wrapping on phones) above the content. */
export function PageFrame({
  title,
  subtitle,
  extra,
  children,
  testId,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div data-testid={testId} style={{ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {subtitle}
            </Typography.Paragraph>
          )}
        </div>
        {extra}
      </div>
      {children}
    </div>
  );
}

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
