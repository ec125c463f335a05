import { useContext, useEffect, useState } from 'react';
import {
  Button,
  ConfigProvider,
  Divider,
  Dropdown,
  Form,
  Input,
  Space,
  Tag,
  Tooltip,
  Typography,
  theme,
  type FormInstance,
} from 'antd';
import {
  ArrowLeftOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  FlagFilled,
  FlagOutlined,
  FolderOutlined,
  InboxOutlined,
  SendOutlined,
  StarFilled,
  StarOutlined,
  StopOutlined,
  TagOutlined,
} from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { LoadState } from '../../../app-kit/LoadState';
import { useFetchState } from '../../../store/fetch-lifecycle';
import { FOLDER_IDS, type FolderAlias } from '../rules';
import { MAIL_FETCH, mailActions, selectMail, type MailState } from '../store/mail-slice';
import { MailMessageView } from './MailMessageView';

const MOVES: { alias: FolderAlias; icon: React.ReactNode; messageId: string }[] = [
  { alias: 'inbox', icon: <InboxOutlined />, messageId: 'templates.mail.moveToInbox' },
  { alias: 'archive', icon: <FolderOutlined />, messageId: 'templates.mail.archive' },
  { alias: 'spam', icon: <StopOutlined />, messageId: 'templates.mail.reportSpam' },
  { alias: 'trash', icon: <DeleteOutlined />, messageId: 'templates.mail.delete' },
];

type MailThread = NonNullable<MailState['detail']>;

/** The thread's subject, with its label. */
function MailSubject({ mail }: { mail: MailThread }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBlock: 12 }}>
      <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
        {mail.subject ? <bdi>{mail.subject}</bdi> : <FormattedMessage id="templates.mail.noSubject" />}
      </Typography.Title>
      {mail.label && (
        <Tag color={mail.label.color}>
          <FormattedMessage
            id={`templates.mail.label.${mail.label.alias}`}
            defaultMessage={mail.label.name}
          />
        </Tag>
      )}
    </div>
  );
}

/** The reply being written: its text is required. */
function ReplyForm({
  form,
  replying,
  onSend,
  onCancel,
}: {
  form: FormInstance<{ content: string }>;
  replying: boolean;
  onSend: (values: { content: string }) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  return (
    <Form form={form} layout="vertical" onFinish={onSend} style={{ paddingBlock: 8 }}>
      <Form.Item
        name="content"
        label={<FormattedMessage id="templates.mail.reply" />}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t('templates.mail.validation.messageRequired'),
          },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} autoFocus data-testid="mail-reply-text" />
      </Form.Item>
      <Space wrap>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined />}
          loading={replying}
          data-testid="mail-reply-send"
        >
          <FormattedMessage id="templates.mail.send" />
        </Button>
        <Button onClick={onCancel}>
          <FormattedMessage id="templates.mail.cancel" />
        </Button>
      </Space>
    </Form>
  );
}

/** A toolbar button: an icon with its name as label and tooltip. */
const action = (
  label: string,
  icon: React.ReactNode,
  onClick: () => void,
  testId?: string,
  pressed?: boolean,
) => (
  <Tooltip title={label} key={label}>
    <Button
      type="text"
      aria-label={label}
      aria-pressed={pressed}
      icon={icon}
      onClick={onClick}
      data-testid={testId}
    />
  </Tooltip>
);

/** One thread: its messages, star, important, move, label, mark unread, reply, back. */
export function MailDetail({ id, backTo }: { id: number; backTo: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const intl = useIntl();
  const { token } = theme.useToken();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const { detail, detailFor, labels } = useAppSelector((s: { templatesMail: MailState }) => selectMail(s));
  const { loading, error } = useFetchState(MAIL_FETCH.detail);
  const replying = useFetchState(MAIL_FETCH.reply).loading;
  const [replyOpen, setReplyOpen] = useState(false);
  const [form] = Form.useForm<{ content: string }>();
  const t = (key: string) => intl.formatMessage({ id: key });

  useEffect(() => {
    dispatch(mailActions.detailRequested(id));
    setReplyOpen(false);
  }, [dispatch, id]);

  const mail = detail?.id === id ? detail : null;
  const back = () => navigate(backTo);
  const move = (folderId: number) => {
    dispatch(mailActions.folderRequested({ mailIds: [id], folderId }));
    back();
  };
  const sendReply = ({ content }: { content: string }) => {
    if (!mail) return;
    dispatch(mailActions.replyRequested({ mail, content }));
    form.resetFields();
    setReplyOpen(false);
  };

  return (
    <div style={{ paddingBlock: 8, paddingInline: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
        {action(
          t('templates.mail.back'),
          <ArrowLeftOutlined style={{ transform: direction === 'rtl' ? 'scaleX(-1)' : undefined }} />,
          back,
          'mail-back',
        )}
        <span style={{ flex: '1 1 auto' }} />
        {mail && (
          <Space size={2} wrap>
            {action(
              t(mail.isStarred ? 'templates.mail.unstar' : 'templates.mail.star'),
              mail.isStarred ? <StarFilled style={{ color: token.colorWarning }} /> : <StarOutlined />,
              () => dispatch(mailActions.starredRequested({ mailIds: [id], status: !mail.isStarred })),
              'mail-detail-star',
              mail.isStarred,
            )}
            {action(
              t(mail.isImportant ? 'templates.mail.notImportant' : 'templates.mail.important'),
              mail.isImportant ? <FlagFilled style={{ color: token.colorError }} /> : <FlagOutlined />,
              () => dispatch(mailActions.importantRequested({ mail, status: !mail.isImportant })),
              'mail-detail-important',
              mail.isImportant,
            )}
            {action(
              t('templates.mail.markUnread'),
              <EyeInvisibleOutlined />,
              () => {
                dispatch(mailActions.readRequested({ mailIds: [id], status: false }));
                back();
              },
              'mail-detail-unread',
            )}
            {MOVES.filter(({ alias }) => mail.folderValue !== FOLDER_IDS[alias]).map(
              ({ alias, icon, messageId }) =>
                action(t(messageId), icon, () => move(FOLDER_IDS[alias]), `mail-detail-${alias}`),
            )}
            <Dropdown
              trigger={['click']}
              menu={{
                selectable: true,
                selectedKeys: mail.label ? [String(mail.label.id)] : [],
                items: labels.map((label) => ({
                  key: String(label.id),
                  label: intl.formatMessage({
                    id: `templates.mail.label.${label.alias}`,
                    defaultMessage: label.name,
                  }),
                })),
                onClick: ({ key }) =>
                  dispatch(mailActions.labelRequested({ mailIds: [id], labelId: Number(key) })),
              }}
            >
              <Tooltip title={t('templates.mail.applyLabel')}>
                <Button type="text" aria-label={t('templates.mail.applyLabel')} icon={<TagOutlined />} />
              </Tooltip>
            </Dropdown>
          </Space>
        )}
      </div>
      <LoadState
        loading={loading || (detailFor !== id && !error)}
        error={error}
        empty={!mail}
        emptyText={<FormattedMessage id="templates.mail.notFound" />}
        onRetry={() => dispatch(mailActions.detailRequested(id))}
      >
        {mail && (
          <div data-testid="mail-detail">
            <MailSubject mail={mail} />
            {mail.messages.map((message, index) => (
              <div key={message.messageId}>
                {index > 0 && <Divider style={{ margin: 0 }} />}
                <MailMessageView message={message} />
              </div>
            ))}
            <Divider style={{ marginBlock: 8 }} />
            {replyOpen ? (
              <ReplyForm
                form={form}
                replying={replying}
                onSend={sendReply}
                onCancel={() => setReplyOpen(false)}
              />
            ) : (
              <Button
                icon={<SendOutlined />}
                onClick={() => setReplyOpen(true)}
                style={{ marginBlock: 8 }}
                data-testid="mail-reply"
              >
                <FormattedMessage id="templates.mail.reply" />
              </Button>
            )}
          </div>
        )}
      </LoadState>
    </div>
  );
}
