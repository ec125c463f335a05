import { useState } from 'react';
import { Button, Flex, Progress, Result, Skeleton, Space, Spin, Switch, Typography } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useMuiText, type GallerySection } from '../../components/gallery';

function ProgressDemo() {
  const t = useMuiText();
  const [percent, setPercent] = useState(40);
  const step = (d: number) => setPercent((p) => Math.min(100, Math.max(0, p + d)));
  return (
    <Flex vertical gap={12}>
      <Progress percent={percent} data-testid="mui-progress" />
      <Flex gap={16} wrap align="center">
        <Progress type="circle" percent={percent} size={72} />
        <Progress
          type="dashboard"
          percent={percent}
          size={72}
          status={percent === 100 ? 'success' : 'normal'}
        />
        <Space.Compact>
          <Button icon={<MinusOutlined />} aria-label={t('w.less')} onClick={() => step(-10)} />
          <Button icon={<PlusOutlined />} aria-label={t('w.more')} onClick={() => step(10)} />
        </Space.Compact>
      </Flex>
    </Flex>
  );
}

function SpinDemo() {
  const t = useMuiText();
  const [spinning, setSpinning] = useState(true);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Switch checked={spinning} onChange={setSpinning} aria-label={t('w.loading')} />
        <Typography.Text>{t('w.loading')}</Typography.Text>
      </Space>
      <Spin spinning={spinning}>
        <Typography.Paragraph style={{ margin: 0, padding: 16 }}>{t('w.spinText')}</Typography.Paragraph>
      </Spin>
    </Space>
  );
}

function SkeletonDemo() {
  const t = useMuiText();
  const [loading, setLoading] = useState(true);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Switch checked={loading} onChange={setLoading} aria-label={t('w.loading')} />
        <Typography.Text>{t('w.loading')}</Typography.Text>
      </Space>
      <Skeleton active avatar loading={loading} paragraph={{ rows: 2 }}>
        <Typography.Title level={5} style={{ marginBlockStart: 0 }}>
          Mei Chen
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>{t('w.metaText')}</Typography.Paragraph>
      </Skeleton>
    </Space>
  );
}

function ResultDemo() {
  const t = useMuiText();
  const [ok, setOk] = useState(true);
  return (
    <Result
      status={ok ? 'success' : 'error'}
      title={t(ok ? 'w.resultOk' : 'w.resultFailed')}
      subTitle={t(ok ? 'w.resultOkText' : 'w.resultFailedText')}
      style={{ padding: 8 }}
      extra={
        <Button onClick={() => setOk(!ok)} type={ok ? 'default' : 'primary'}>
          {t(ok ? 'w.showFailure' : 'w.tryAgain')}
        </Button>
      }
    />
  );
}

export const progressSection: GallerySection = {
  id: 'progress',
  examples: [
    { id: 'progressBar', Demo: ProgressDemo },
    { id: 'spin', Demo: SpinDemo },
    { id: 'skeleton', Demo: SkeletonDemo },
    { id: 'result', Demo: ResultDemo },
  ],
};
