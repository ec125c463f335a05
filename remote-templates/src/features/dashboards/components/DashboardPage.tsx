import { useEffect, type ReactNode } from 'react';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { LoadState } from '../../../app-kit/LoadState';
import { useFetchState } from '../../../store/fetch-lifecycle';
import { dashboardKey, dashboardsActions, useDashboards } from '../store/dashboards-slice';
import type { DashboardData, DashboardId } from '../types';

/** The dashboard's shape while its figures load: four figures, then two charts. */
function DashboardSkeleton() {
  return (
    <div aria-busy="true" data-testid="dashboard-skeleton">
      <Row gutter={[16, 16]}>
        {[0, 1, 2, 3].map((i) => (
          <Col key={i} xs={24} sm={12} xl={6}>
            <Card size="small">
              <Skeleton active title={false} paragraph={{ rows: 3, width: ['40%', '70%', '55%'] }} />
            </Card>
          </Col>
        ))}
        <Col xs={24} xl={16}>
          <Card size="small">
            <Skeleton active paragraph={{ rows: 8 }} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small">
            <Skeleton active paragraph={{ rows: 8 }} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}

/**
 * One dashboard page: its heading, its payload asked once per page load (kept when the user comes
 * back), a skeleton while it loads and an error with "Try again" if it fails.
 */
export function DashboardPage<K extends DashboardId>({
  id,
  nav,
  children,
}: {
  id: K;
  /** The nav key of its title (templates.dashboards.nav.<nav>). */
  nav: string;
  children: (data: DashboardData[K]) => ReactNode;
}) {
  const dispatch = useAppDispatch();
  const data = useDashboards().data[id] as DashboardData[K] | undefined;
  const { loading, error } = useFetchState(dashboardKey(id));
  const load = () => dispatch(dashboardsActions.requested(id));
  useEffect(() => {
    if (!data) dispatch(dashboardsActions.requested(id));
    // Once per visit; a loaded payload stays until the page reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return (
    <div
      data-testid={`dashboard-${id}`}
      style={{ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 }}
    >
      <Typography.Title level={3} style={{ margin: 0 }}>
        <FormattedMessage id={`templates.dashboards.nav.${nav}`} />
      </Typography.Title>
      {!data && !error ? (
        <DashboardSkeleton />
      ) : (
        <LoadState loading={loading} error={error} empty={!data} onRetry={load}>
          <div data-testid="dashboard-content" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
            {data && children(data)}
          </div>
        </LoadState>
      )}
    </div>
  );
}
