import { CloudServerOutlined } from '@ant-design/icons';
import { ErrorPage } from './ErrorPage';

export function Error503() {
  return (
    <ErrorPage
      status="warning"
      icon={<CloudServerOutlined />}
      titleId="host.errors.503.title"
      textId="host.errors.503.text"
    />
  );
}
