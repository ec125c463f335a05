import { DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { selectTodo, todoActions as A, type TodoState } from '../store/todo-slice';

interface ComposeValues {
  title: string;
  assignedTo?: number;
  priority: number;
  label?: number[];
  startDate?: Dayjs | null;
  scheduleMobile?: Dayjs | null;
  content?: string;
}

/** "Add task": the new task goes to the top of All, Pending. */
export function ComposeTaskDialog() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { composeOpen, composing, staff, priorities, labels } = useAppSelector(
    (s: { templatesTodo: TodoState }) => selectTodo(s),
  );
  const [form] = Form.useForm<ComposeValues>();
  const t = (id: string) => intl.formatMessage({ id });

  const submit = (values: ComposeValues) =>
    dispatch(
      A.composeRequested({
        title: values.title.trim(),
        assignedTo: values.assignedTo,
        priority: values.priority,
        label: values.label ?? [],
        startDate: values.startDate?.format('YYYY-MM-DD'),
        scheduleMobile: values.scheduleMobile?.format('YYYY-MM-DD'),
        content: values.content?.trim() ?? '',
      }),
    );

  return (
    <Modal
      open={composeOpen}
      title={<FormattedMessage id="templates.todo.compose.title" />}
      okText={<FormattedMessage id="templates.todo.compose.submit" />}
      cancelText={<FormattedMessage id="templates.todo.compose.cancel" />}
      confirmLoading={composing}
      onOk={() => form.submit()}
      onCancel={() => dispatch(A.composeClosed())}
      okButtonProps={{ 'data-testid': 'todo-compose-submit' } as Record<string, string>}
      destroyOnHidden
    >
      <Form<ComposeValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ priority: 3, assignedTo: staff[0]?.id }}
        preserve={false}
        data-testid="todo-compose-form"
      >
        <Form.Item
          name="title"
          label={t('templates.todo.compose.taskTitle')}
          rules={[
            { required: true, whitespace: true, message: t('templates.todo.validation.titleRequired') },
          ]}
        >
          <Input autoFocus maxLength={120} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item
            name="assignedTo"
            label={t('templates.todo.compose.assignee')}
            style={{ flex: '1 1 180px' }}
          >
            <Select
              options={staff.map((s) => ({ value: s.id, label: s.name }))}
              aria-label={t('templates.todo.compose.assignee')}
            />
          </Form.Item>
          <Form.Item
            name="priority"
            label={t('templates.todo.compose.priority')}
            style={{ flex: '1 1 140px' }}
          >
            <Select
              aria-label={t('templates.todo.compose.priority')}
              data-testid="todo-compose-priority"
              options={priorities.map((p) => ({
                value: p.type,
                label: intl.formatMessage({
                  id: `templates.todo.priority.${p.type}`,
                  defaultMessage: p.name,
                }),
              }))}
            />
          </Form.Item>
        </div>
        <Form.Item name="label" label={t('templates.todo.compose.labels')}>
          <Select
            mode="multiple"
            allowClear
            aria-label={t('templates.todo.compose.labels')}
            data-testid="todo-compose-labels"
            options={labels.map((l) => ({
              value: l.id,
              label: intl.formatMessage({ id: `templates.todo.label.${l.alias}`, defaultMessage: l.label }),
            }))}
          />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item
            name="startDate"
            label={t('templates.todo.compose.startDate')}
            style={{ flex: '1 1 160px' }}
          >
            <DatePicker style={{ width: '100%' }} format="MMMM D, YYYY" />
          </Form.Item>
          <Form.Item
            name="scheduleMobile"
            label={t('templates.todo.compose.scheduleDate')}
            style={{ flex: '1 1 160px' }}
          >
            <DatePicker style={{ width: '100%' }} format="MMMM D, YYYY" />
          </Form.Item>
        </div>
        <Form.Item name="content" label={t('templates.todo.compose.content')}>
          <Input.TextArea rows={4} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
