import { Badge, Button, Menu, Skeleton, Typography } from 'antd';
import { FieldTimeOutlined, PlusOutlined, StarOutlined, TeamOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath, Link } from 'react-router-dom';
import { useAppDispatch } from '@phonesheet/shared';
import { TEMPLATE_PATHS } from '../../../route-paths';
import { contactActions as A } from '../store/contact-slice';
import type { ContactFolder, ContactLabel, ContactQuery } from '../types';
import { LabelName } from './ContactLabelTag';

const FOLDER_ICONS: Record<string, React.ReactNode> = {
  all: <TeamOutlined />,
  frequent: <FieldTimeOutlined />,
  starred: <StarOutlined />,
};

export interface ContactSidebarProps {
  folders: ContactFolder[];
  labels: ContactLabel[];
  query: Pick<ContactQuery, 'type' | 'name'>;
}

/** The "Create contact" button, the folders and the labels. */
export function ContactSidebar({ folders, labels, query }: ContactSidebarProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const selected = `${query.type}/${query.name}`;
  return (
    <nav aria-label={intl.formatMessage({ id: 'templates.contact.sidebar' })}>
      <Button
        type="primary"
        block
        icon={<PlusOutlined />}
        data-testid="contact-create"
        onClick={() => dispatch(A.formOpened(null))}
        style={{ marginBottom: 12 }}
      >
        <FormattedMessage id="templates.contact.create" />
      </Button>
      {folders.length === 0 ? (
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      ) : (
        <>
          <Menu
            mode="inline"
            selectedKeys={[selected]}
            style={{ borderInlineEnd: 'none' }}
            items={folders.map((folder) => ({
              key: `folder/${folder.alias}`,
              icon: FOLDER_ICONS[folder.alias] ?? <TeamOutlined />,
              label: (
                <Link
                  to={generatePath(TEMPLATE_PATHS.contact.folder, { name: folder.alias })}
                  data-testid={`contact-folder-${folder.alias}`}
                >
                  <FormattedMessage
                    id={`templates.contact.folder.${folder.alias}`}
                    defaultMessage={folder.name}
                  />
                </Link>
              ),
            }))}
          />
          <Typography.Text
            type="secondary"
            strong
            style={{ display: 'block', padding: '12px 16px 4px', fontSize: 12, textTransform: 'uppercase' }}
          >
            <FormattedMessage id="templates.contact.labels" />
          </Typography.Text>
          <Menu
            mode="inline"
            selectedKeys={[selected]}
            style={{ borderInlineEnd: 'none' }}
            items={labels.map((label) => ({
              key: `label/${label.alias}`,
              icon: <Badge color={label.color} />,
              label: (
                <Link
                  to={generatePath(TEMPLATE_PATHS.contact.label, { name: label.alias })}
                  data-testid={`contact-label-${label.alias}`}
                >
                  <LabelName label={label} />
                </Link>
              ),
            }))}
          />
        </>
      )}
    </nav>
  );
}
