import { ToolOutlined } from '@ant-design/icons';
import { ErrorPage } from './ErrorPage';

export function Maintenance() {
  return (
    <ErrorPage
      status="info"
      icon={<ToolOutlined />}
      titleId="host.errors.maintenance.title"
      textId="host.errors.maintenance.text"
    />
  );
}
