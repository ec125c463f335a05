import { useEffect, useMemo, useReducer, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  List,
  Row,
  Select,
  Skeleton,
  Tag,
  Typography,
  theme,
} from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageFrame } from '../../../app-kit/PageFrame';
import { WorldMap } from '../components/WorldMap';
import { mapSelection, sampleStats, type RegionStats } from '../map/regions';
import { worldShapes, type RegionShape } from '../map/world-paths';

const t = (id: string) => `templates.thirdParty.map.${id}`;

/** world-atlas's 1:110m countries, shipped in the build as their own chunk (no tile server offline). */
const loadWorld = () => import(/* webpackChunkName: "world-atlas-110m" */ 'world-atlas/countries-110m.json');

/** The map's colour scale, from fewest visitors to most. */
function MapLegend() {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        flexWrap: 'wrap',
        marginBlockStart: 8,
      }}
    >
      <Typography.Text type="secondary">
        <FormattedMessage id={t('legend')} />
      </Typography.Text>
      {[
        token.colorPrimaryBg,
        token.colorPrimaryBgHover,
        token.colorPrimaryBorderHover,
        token.colorPrimaryHover,
        token.colorPrimary,
      ].map((color) => (
        <span
          key={color}
          aria-hidden="true"
          style={{
            width: 24,
            height: 10,
            background: color,
            borderRadius: 2,
            display: 'inline-block',
          }}
        />
      ))}
      <Typography.Text type="secondary">
        <FormattedMessage id={t('legendMore')} />
      </Typography.Text>
    </div>
  );
}

/** The region under the pointer, with its visitors (kept in place, hidden, when there is none). */
function HoverLabel({ name, visitors }: { name: string | undefined; visitors: string }) {
  const { token } = theme.useToken();
  return (
    <div
      aria-live="polite"
      data-testid="third-party-map-hover"
      style={{
        position: 'absolute',
        insetBlockStart: 16,
        insetInlineStart: 16,
        padding: '2px 8px',
        borderRadius: token.borderRadiusSM,
        background: token.colorBgElevated,
        boxShadow: token.boxShadowTertiary,
        pointerEvents: 'none',
        visibility: name !== undefined ? 'visible' : 'hidden',
      }}
    >
      {name !== undefined ? (
        <Typography.Text>
          <strong>{name}</strong> · {visitors}
        </Typography.Text>
      ) : (
        '\u00a0'
      )}
    </div>
  );
}

/** The picked region's figures, or how to pick one. */
function RegionDetail({
  name,
  stats,
  total,
  onClear,
}: {
  name: string | undefined;
  stats: RegionStats | undefined;
  /** Regions ranked. */
  total: number;
  onClear: () => void;
}) {
  const intl = useIntl();
  return (
    <Card
      size="small"
      data-testid="third-party-map-detail"
      title={name ?? <FormattedMessage id={t('detail')} />}
      extra={
        name !== undefined && (
          <Button size="small" type="text" onClick={onClear}>
            <FormattedMessage id={t('clear')} />
          </Button>
        )
      }
    >
      {stats ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={<FormattedMessage id={t('visitors')} />}>
            <span data-testid="third-party-map-visitors">{intl.formatNumber(stats.visitors)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={<FormattedMessage id={t('sessions')} />}>
            {intl.formatNumber(stats.sessions)}
          </Descriptions.Item>
          <Descriptions.Item label={<FormattedMessage id={t('bounce')} />}>
            {intl.formatNumber(stats.bounceRate / 100, { style: 'percent' })}
          </Descriptions.Item>
          <Descriptions.Item label={<FormattedMessage id={t('rank')} />}>
            <FormattedMessage id={t('rankValue')} values={{ rank: stats.rank, total }} />
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<FormattedMessage id={t('pick')} />} />
      )}
    </Card>
  );
}

export default function MapPage() {
  const intl = useIntl();
  const [shapes, setShapes] = useState<RegionShape[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [selection, dispatch] = useReducer(mapSelection, { hovered: null, selected: null });

  useEffect(() => {
    let live = true;
    setFailed(false);
    loadWorld()
      .then((mod) => live && setShapes(worldShapes((mod as { default?: unknown }).default ?? mod)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [attempt]);

  const stats = useMemo(() => sampleStats(shapes ?? []), [shapes]);
  const byKey = useMemo(() => new Map((shapes ?? []).map((s) => [s.key, s])), [shapes]);
  const top5 = useMemo(() => [...stats.entries()].sort((a, b) => a[1].rank - b[1].rank).slice(0, 5), [stats]);
  const visitors = (s: RegionStats | undefined) => intl.formatNumber(s?.visitors ?? 0);
  const describe = (shape: RegionShape) =>
    intl.formatMessage(
      { id: t('regionLabel') },
      { name: shape.name, visitors: visitors(stats.get(shape.key)) },
    );

  const hovered = selection.hovered ? byKey.get(selection.hovered) : undefined;
  const selected = selection.selected ? byKey.get(selection.selected) : undefined;
  const selectedStats = selected ? stats.get(selected.key) : undefined;
  const options = useMemo(
    () =>
      [...(shapes ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((s) => ({ value: s.key, label: s.name })),
    [shapes],
  );

  return (
    <PageFrame testId="third-party-map" title={<FormattedMessage id={t('title')} />}>
      <Alert type="info" showIcon message={<FormattedMessage id={t('about')} />} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card size="small" styles={{ body: { padding: 8, position: 'relative' } }}>
            {failed ? (
              <Alert
                type="warning"
                showIcon
                message={<FormattedMessage id="templates.state.error" />}
                action={
                  <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
                    <FormattedMessage id="templates.state.retry" />
                  </Button>
                }
              />
            ) : !shapes ? (
              <Skeleton.Node active style={{ width: '100%', height: 320 }}>
                <span />
              </Skeleton.Node>
            ) : (
              <>
                <HoverLabel name={hovered?.name} visitors={hovered ? visitors(stats.get(hovered.key)) : ''} />
                <WorldMap
                  shapes={shapes}
                  stats={stats}
                  selection={selection}
                  dispatch={dispatch}
                  label={intl.formatMessage({ id: t('mapLabel') })}
                  describe={describe}
                />
                <MapLegend />
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
            <Select
              showSearch
              allowClear
              style={{ width: '100%' }}
              disabled={!shapes}
              placeholder={<FormattedMessage id={t('find')} />}
              aria-label={intl.formatMessage({ id: t('find') })}
              options={options}
              optionFilterProp="label"
              value={selection.selected ?? undefined}
              onChange={(key?: string) => dispatch(key ? { type: 'pick', key } : { type: 'clear' })}
            />
            <RegionDetail
              name={selected?.name}
              stats={selected ? selectedStats : undefined}
              total={stats.size}
              onClear={() => dispatch({ type: 'clear' })}
            />
            <Card size="small" title={<FormattedMessage id={t('top')} />}>
              {shapes ? (
                <List
                  size="small"
                  dataSource={top5}
                  renderItem={([key, s]) => (
                    <List.Item
                      extra={<Tag>{intl.formatNumber(s.visitors)}</Tag>}
                      style={{ paddingInline: 0 }}
                    >
                      <Button
                        type="link"
                        size="small"
                        style={{ padding: 0 }}
                        onClick={() => dispatch({ type: 'pick', key })}
                      >
                        {byKey.get(key)?.name}
                      </Button>
                    </List.Item>
                  )}
                />
              ) : (
                <Skeleton active paragraph={{ rows: 4 }} />
              )}
            </Card>
          </div>
        </Col>
      </Row>
    </PageFrame>
  );
}
