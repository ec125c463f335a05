import { Flex, Spin } from 'antd';
import { useIntl } from 'react-intl';

export function PageLoader() {
  const intl = useIntl();
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240, width: '100%' }} role="status">
      <Spin size="large" aria-label={intl.formatMessage({ id: 'host.common.loading' })} />
    </Flex>
  );
}
