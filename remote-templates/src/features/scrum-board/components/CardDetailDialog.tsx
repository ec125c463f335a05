import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  DatePicker,
  Divider,
  Flex,
  Form,
  Input,
  List,
  Modal,
  Progress,
  Select,
  Space,
  Tag,
  Typography,
  Upload,
  theme,
} from 'antd';
import { DeleteOutlined, PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { selectFullName, useAppSelector } from '@phonesheet/shared';
import { ConfirmDialog } from '@phonesheet/shared/ui';
import type { CardAttachment, CardComment, CheckItem, ScrumCard, ScrumLabel, ScrumMember } from '../types';
import { MemberAvatar } from './MemberAvatar';

export interface CardDetailDialogProps {
  card: ScrumCard | null;
  listName: string;
  labels: ScrumLabel[];
  members: ScrumMember[];
  onSave: (card: ScrumCard) => void;
  onDelete: (card: ScrumCard) => void;
  onClose: () => void;
}

interface FormValues {
  title: string;
  desc: string;
  label: number[];
  members: number[];
  date: Dayjs | null;
}

/** 1536 → "1.5 KB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A card's details. Everything is edited in a draft (checklist, comments and attachments too)
 * and saved together with Save; Cancel or closing drops the changes.
 */
export function CardDetailDialog({
  card,
  listName,
  labels,
  members,
  onSave,
  onDelete,
  onClose,
}: CardDetailDialogProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `templates.scrumBoard.${id}` }, values);
  const [form] = Form.useForm<FormValues>();
  const fullName = useAppSelector(selectFullName);
  const [checkedList, setCheckedList] = useState<CheckItem[]>([]);
  const [comments, setComments] = useState<CardComment[]>([]);
  const [attachments, setAttachments] = useState<CardAttachment[]>([]);
  const [newItem, setNewItem] = useState('');
  const [newComment, setNewComment] = useState('');
  const [confirming, setConfirming] = useState(false);

  const cardId = card?.id ?? null;
  // A new draft each time a card opens (not when the board around it changes).
  useEffect(() => {
    if (!card) return;
    form.resetFields();
    form.setFieldsValue({
      title: card.title,
      desc: card.desc,
      label: card.label,
      members: card.members,
      date: card.date ? dayjs(card.date) : null,
    });
    setCheckedList(card.checkedList);
    setComments(card.comments);
    setAttachments(card.attachments);
    setNewItem('');
    setNewComment('');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cardId, form]);

  const save = async () => {
    if (!card) return;
    const values = await form.validateFields();
    onSave({
      ...card,
      title: values.title.trim(),
      desc: values.desc ?? '',
      label: values.label ?? [],
      members: values.members ?? [],
      date: values.date ? values.date.format('YYYY-MM-DD') : null,
      checkedList,
      comments,
      attachments,
    });
  };

  const addItem = () => {
    const title = newItem.trim();
    if (!title) return;
    // id 0: the mock gives it an id when the card is saved.
    setCheckedList((items) => [...items, { id: 0, title, checked: false }]);
    setNewItem('');
  };

  const addComment = () => {
    const text = newComment.trim();
    if (!text) return;
    setComments((list) => [
      ...list,
      {
        id: 0,
        comment: text,
        sender: { id: 0, name: fullName || t('comment.you'), image: '' },
        date: new Date().toISOString(),
      },
    ]);
    setNewComment('');
  };

  const done = checkedList.filter((i) => i.checked).length;

  return (
    <Modal
      open={!!card}
      title={
        <span>
          {t('detail.title')}{' '}
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {t('detail.inList', { list: listName })}
          </Typography.Text>
        </span>
      }
      width={760}
      onCancel={onClose}
      forceRender
      footer={
        <Flex justify="space-between" wrap gap={8}>
          <Button
            danger
            icon={<DeleteOutlined />}
            onClick={() => setConfirming(true)}
            data-testid="scrum-card-delete"
          >
            {t('card.delete')}
          </Button>
          <Space wrap>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button
              type="primary"
              onClick={() => void save().catch(() => undefined)}
              data-testid="scrum-card-save"
            >
              {t('save')}
            </Button>
          </Space>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" requiredMark={false}>
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
      </Form>

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
                setCheckedList((items) =>
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
              onClick={() => setCheckedList((items) => items.filter((_, n) => n !== index))}
            />
          </Flex>
        ))}
      </Flex>
      <Space.Compact style={{ width: '100%', marginTop: 8 }}>
        <Input
          value={newItem}
          onChange={(e) => setNewItem(e.target.value)}
          onPressEnter={addItem}
          aria-label={t('detail.newItem')}
          placeholder={t('detail.newItem')}
        />
        <Button icon={<PlusOutlined />} onClick={addItem}>
          {t('detail.addItem')}
        </Button>
      </Space.Compact>

      <Divider orientation="left" plain>
        {t('detail.attachments')}
      </Divider>
      {attachments.length > 0 && (
        <List
          size="small"
          dataSource={attachments}
          renderItem={(file, index) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('detail.removeFile', { name: file.fileName })}
                  onClick={() => setAttachments((files) => files.filter((_, n) => n !== index))}
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
          setAttachments((files) => [...files, { id: 0, fileName: file.name, size: file.size }]);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} style={{ marginTop: 8 }}>
          {t('detail.addFile')}
        </Button>
      </Upload>

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
          onChange={(e) => setNewComment(e.target.value)}
          autoSize={{ minRows: 2, maxRows: 4 }}
          aria-label={t('detail.newComment')}
          placeholder={t('detail.newComment')}
        />
        <div>
          <Button onClick={addComment} disabled={!newComment.trim()}>
            {t('detail.addComment')}
          </Button>
        </div>
      </Flex>

      <ConfirmDialog
        open={confirming}
        danger
        title={t('card.deleteTitle')}
        message={t('card.deleteMessage')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (card) onDelete(card);
        }}
      />
    </Modal>
  );
}
