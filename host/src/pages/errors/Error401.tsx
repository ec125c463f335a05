import { LockOutlined } from '@ant-design/icons';
import { ErrorPage } from './ErrorPage';

export function Error401() {
  return (
    <ErrorPage
      status="warning"
      icon={<LockOutlined />}
      titleId="host.errors.401.title"
      textId="host.errors.401.text"
    />
  );
}
