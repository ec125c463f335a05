import { useContext, useEffect, useState } from 'react';
import {
  Alert,
  Button,
  ConfigProvider,
  Empty,
  Form,
  Input,
  List,
  Result,
  Skeleton,
  Space,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import { selectFullName, useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { ConfirmDialog } from '@phonesheet/shared/ui';
import { useFetchState } from '../../../store/fetch-lifecycle';
import { selectTodo, todoActions as A, type TodoState } from '../store/todo-slice';
import { FOLDER, type Task } from '../types';
import { StaffAvatar } from './StaffAvatar';
import { TaskFacts } from './TaskFacts';
import { formatTaskDate } from './dates';

function Comments({ task }: { task: Task }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const author = useAppSelector(selectFullName);
  const { loading } = useFetchState('todo/update');
  const [form] = Form.useForm<{ comment: string }>();

  const add = ({ comment }: { comment: string }) => {
    const now = dayjs();
    dispatch(
      A.updateRequested({
        ...task,
        comments: [
          ...task.comments,
          {
            comment: comment.trim(),
            name: author || intl.formatMessage({ id: 'templates.todo.detail.you' }),
            image: '',
            date: now.format('YYYY-MM-DD'),
            time: now.format('HH:mm'),
          },
        ],
      }),
    );
    form.resetFields();
  };

  return (
    <section aria-labelledby="todo-comments-heading">
      <Typography.Title level={5} id="todo-comments-heading">
        <FormattedMessage id="templates.todo.detail.comments" />
      </Typography.Title>
      {task.comments.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<FormattedMessage id="templates.todo.detail.noComments" />}
        />
      ) : (
        <List
          data-testid="todo-comments"
          dataSource={task.comments}
          renderItem={(c, index) => (
            <List.Item key={index}>
              <List.Item.Meta
                avatar={<StaffAvatar name={c.name} size="small" />}
                title={
                  <Space size={8} wrap>
                    <span>{c.name}</span>
                    <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
                      {formatTaskDate(intl, c.date)} {c.time}
                    </Typography.Text>
                  </Space>
                }
                description={<span style={{ overflowWrap: 'anywhere' }}>{c.comment}</span>}
              />
            </List.Item>
          )}
        />
      )}
      <Form form={form} layout="vertical" onFinish={add} style={{ marginBlockStart: 12 }}>
        <Form.Item
          name="comment"
          rules={[
            {
              required: true,
              whitespace: true,
              message: intl.formatMessage({ id: 'templates.todo.validation.commentRequired' }),
            },
          ]}
        >
          <Input.TextArea
            rows={2}
            aria-label={intl.formatMessage({ id: 'templates.todo.detail.commentPlaceholder' })}
            placeholder={intl.formatMessage({ id: 'templates.todo.detail.commentPlaceholder' })}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={loading}>
          <FormattedMessage id="templates.todo.detail.addComment" />
        </Button>
      </Form>
    </section>
  );
}

/** One task: status, priority, labels, people, dates, content and comments. */
export function TaskDetail({ id, backTo }: { id: number; backTo: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const { detail } = useAppSelector((s: { templatesTodo: TodoState }) => selectTodo(s));
  const { loading, error } = useFetchState('todo/detail');
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    dispatch(A.detailRequested(id));
  }, [dispatch, id]);

  const back = (
    <Tooltip title={intl.formatMessage({ id: 'templates.todo.back' })}>
      <Button
        type="text"
        icon={<ArrowLeftOutlined style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />}
        aria-label={intl.formatMessage({ id: 'templates.todo.back' })}
        onClick={() => navigate(backTo)}
        data-testid="todo-back"
      />
    </Tooltip>
  );

  const task = detail?.id === id ? detail : null;
  if (!task) {
    return (
      <div style={{ padding: 16 }}>
        {back}
        {error ? (
          <Result
            status="warning"
            title={<FormattedMessage id="templates.state.error" />}
            subTitle={error}
            extra={
              <Button type="primary" onClick={() => dispatch(A.detailRequested(id))}>
                <FormattedMessage id="templates.state.retry" />
              </Button>
            }
          />
        ) : loading || detail === null ? (
          loading ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : (
            <Result status="404" title={<FormattedMessage id="templates.todo.notFound" />} />
          )
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </div>
    );
  }

  const deleted = task.folderValue === FOLDER.deleted;
  const update = (changes: Partial<Task>) => dispatch(A.updateRequested({ ...task, ...changes }));

  return (
    <article style={{ padding: 16 }} data-testid="todo-detail">
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBlockEnd: 12 }}>
        {back}
        <Typography.Title
          level={4}
          style={{ margin: 0, flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          <bdi>{task.title}</bdi>
        </Typography.Title>
        <Button
          type="text"
          aria-pressed={task.isStarred}
          aria-label={intl.formatMessage(
            { id: task.isStarred ? 'templates.todo.unstarTask' : 'templates.todo.starTask' },
            { title: task.title },
          )}
          icon={task.isStarred ? <StarFilled style={{ color: token.colorWarning }} /> : <StarOutlined />}
          onClick={() =>
            dispatch(A.starRequested({ taskIds: [task.id], status: !task.isStarred, fromDetail: true }))
          }
        />
        {!deleted && (
          <Button
            danger
            icon={<DeleteOutlined />}
            onClick={() => setConfirming(true)}
            data-testid="todo-delete"
          >
            <FormattedMessage id="templates.todo.delete" />
          </Button>
        )}
      </div>
      {deleted && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBlockEnd: 12 }}
          message={<FormattedMessage id="templates.todo.detail.deleted" />}
        />
      )}
      <TaskFacts task={task} onChange={update} />
      <section aria-labelledby="todo-content-heading" style={{ marginBlockEnd: 16 }}>
        <Typography.Title level={5} id="todo-content-heading">
          <FormattedMessage id="templates.todo.detail.content" />
        </Typography.Title>
        <Typography.Paragraph
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="todo-content"
        >
          <bdi>{task.content}</bdi>
        </Typography.Paragraph>
      </section>
      <Comments task={task} />
      <ConfirmDialog
        open={confirming}
        danger
        title={<FormattedMessage id="templates.todo.confirm.title" />}
        message={<FormattedMessage id="templates.todo.confirm.message" values={{ count: 1 }} />}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          dispatch(A.deleteRequested([task.id]));
          navigate(backTo);
        }}
      />
    </article>
  );
}
