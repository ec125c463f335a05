import type { Dispatch, SetStateAction } from 'react';
import {
  Button,
  Checkbox,
  DatePicker,
  Divider,
  Flex,
  Form,
  Input,
  List,
  Progress,
  Select,
  Space,
  Tag,
  Typography,
  Upload,
  theme,
} from 'antd';
import { DeleteOutlined, PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { CardAttachment, CardComment, CheckItem, ScrumLabel, ScrumMember } from '../types';
import { MemberAvatar } from './MemberAvatar';

// The parts of a card's details (CardDetailDialog.tsx): its fields, checklist, attachments and
// comments, each edited in the dialog's draft.

/** 1536 → "1.5 KB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Title, labels, members, date and description: fields of the dialog's form. */
export function CardFields({ labels, members }: { labels: ScrumLabel[]; members: ScrumMember[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `templates.scrumBoard.${id}` }, values);
  return (
    <>
      <Form.Item
        name="title"
        label={t('card.titleLabel')}
        rules={[{ required: true, whitespace: true, message: t('validation.titleRequired') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="label" label={t('detail.labels')} style={{ flex: '1 1 200px' }}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('detail.labelsPlaceholder')}
            options={labels.map((l) => ({ value: l.id, label: l.name }))}
            tagRender={({ label, value, closable, onClose: close }) => (
              <Tag
                color={labels.find((l) => l.id === value)?.color}
                closable={closable}
                onClose={close}
                style={{ marginInlineEnd: 4 }}
              >
                {label}
              </Tag>
            )}
          />
        </Form.Item>
        <Form.Item name="members" label={t('detail.members')} style={{ flex: '1 1 200px' }}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('detail.membersPlaceholder')}
            optionFilterProp="label"
            options={members.map((m) => ({ value: m.id, label: m.name }))}
            optionRender={(option) => (
              <Space>
                <MemberAvatar id={Number(option.value)} name={String(option.label)} size={20} />
                {option.label}
              </Space>
            )}
          />
        </Form.Item>
        <Form.Item name="date" label={t('card.date')} style={{ flex: '0 1 180px' }}>
          <DatePicker style={{ width: '100%' }} format="MMMM D, YYYY" />
        </Form.Item>
      </Flex>
      <Form.Item name="desc" label={t('detail.description')}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('detail.descriptionPlaceholder')}
        />
      </Form.Item>
    </>
  );
}

/** The checklist with its progress: tick, remove, add an item. */
export function ChecklistEditor({
  items: checkedList,
  onItems,
  newItem,
  onNewItem,
}: {
  items: CheckItem[];
  onItems: Dispatch<SetStateAction<CheckItem[]>>;
  newItem: string;
  onNewItem: (text: string) => void;
}) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `templates.scrumBoard.${id}` }, values);
  const addItem = () => {
    const title = newItem.trim();
    if (!title) return;
    // id 0: the mock gives it an id when the card is saved.
    onItems((items) => [...items, { id: 0, title, checked: false }]);
    onNewItem('');
  };
  const done = checkedList.filter((i) => i.checked).length;
  return (
    <>
      <Divider orientation="left" plain style={{ marginTop: 0 }}>
        {t('detail.checklist')}
      </Divider>
      {checkedList.length > 0 && (
        <Progress
          percent={Math.round((done / checkedList.length) * 100)}
          size="small"
          style={{ marginBottom: 8 }}
        />
      )}
      <Flex vertical gap={4}>
        {checkedList.map((item, index) => (
          <Flex key={`${item.id}-${index}`} align="center" gap={8}>
            <Checkbox
              checked={!!item.checked}
              onChange={(e) =>
                onItems((items) =>
                  items.map((i, n) => (n === index ? { ...i, checked: e.target.checked } : i)),
                )
              }
              style={{ flex: '1 1 auto' }}
            >
              <span
                style={
                  item.checked
                    ? { textDecoration: 'line-through', color: token.colorTextSecondary }
                    : undefined
                }
              >
                {item.title}
              </span>
            </Checkbox>
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('detail.removeItem', { title: item.title })}
              onClick={() => onItems((items) => items.filter((_, n) => n !== index))}
            />
          </Flex>
        ))}
      </Flex>
      <Space.Compact style={{ width: '100%', marginTop: 8 }}>
        <Input
          value={newItem}
          onChange={(e) => onNewItem(e.target.value)}
          onPressEnter={addItem}
          aria-label={t('detail.newItem')}
          placeholder={t('detail.newItem')}
        />
        <Button icon={<PlusOutlined />} onClick={addItem}>
          {t('detail.addItem')}
        </Button>
      </Space.Compact>
    </>
  );
}

/** The card's files: only their names and sizes, which never leave the browser. */
export function AttachmentsEditor({
  files,
  onFiles,
}: {
  files: CardAttachment[];
  onFiles: Dispatch<SetStateAction<CardAttachment[]>>;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `templates.scrumBoard.${id}` }, values);
  return (
    <>
      <Divider orientation="left" plain>
        {t('detail.attachments')}
      </Divider>
      {files.length > 0 && (
        <List
          size="small"
          dataSource={files}
          renderItem={(file, index) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('detail.removeFile', { name: file.fileName })}
                  onClick={() => onFiles((files) => files.filter((_, n) => n !== index))}
                />,
              ]}
            >
              <Space style={{ minWidth: 0 }}>
                <PaperClipOutlined />
                <Typography.Text ellipsis style={{ maxWidth: 360 }}>
                  {file.fileName}
                </Typography.Text>
                <Typography.Text type="secondary">{formatSize(file.size)}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
      <Upload
        multiple
        showUploadList={false}
        beforeUpload={(file) => {
          // The demo keeps only the file's name and size: nothing leaves the browser.
          onFiles((files) => [...files, { id: 0, fileName: file.name, size: file.size }]);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} style={{ marginTop: 8 }}>
          {t('detail.addFile')}
        </Button>
      </Upload>
    </>
  );
}

/** The comments, oldest first, and a new one. */
export function CommentsEditor({
  comments,
  newComment,
  onNewComment,
  onAdd,
}: {
  comments: CardComment[];
  newComment: string;
  onNewComment: (text: string) => void;
  onAdd: () => void;
}) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `templates.scrumBoard.${id}` }, values);
  return (
    <>
      <Divider orientation="left" plain>
        {t('detail.comments')}
      </Divider>
      <Flex vertical gap={12}>
        {comments.map((c, index) => (
          <Flex key={`${c.id}-${index}`} gap={8} align="start">
            <MemberAvatar id={c.sender.id} name={c.sender.name} size={28} />
            <div style={{ minWidth: 0 }}>
              <Space size={8} wrap>
                <Typography.Text strong>{c.sender.name}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  {intl.formatDate(c.date, { dateStyle: 'medium', timeStyle: 'short' })}
                </Typography.Text>
              </Space>
              <Typography.Paragraph style={{ marginBottom: 0, overflowWrap: 'anywhere' }}>
                {c.comment}
              </Typography.Paragraph>
            </div>
          </Flex>
        ))}
        <Input.TextArea
          value={newComment}
          onChange={(e) => onNewComment(e.target.value)}
          autoSize={{ minRows: 2, maxRows: 4 }}
          aria-label={t('detail.newComment')}
          placeholder={t('detail.newComment')}
        />
        <div>
          <Button onClick={onAdd} disabled={!newComment.trim()}>
            {t('detail.addComment')}
          </Button>
        </div>
      </Flex>
    </>
  );
}
