import { useEffect, useState } from 'react';
import { Button, Flex, Form, Modal, Space, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { selectFullName, useAppSelector } from '@phonesheet/shared';
import { ConfirmDialog } from '@phonesheet/shared/ui';
import type { CardAttachment, CardComment, CheckItem, ScrumCard, ScrumLabel, ScrumMember } from '../types';
import { AttachmentsEditor, CardFields, ChecklistEditor, CommentsEditor } from './CardDetailParts';

export { formatSize } from './CardDetailParts';

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
        <CardFields labels={labels} members={members} />
      </Form>

      <ChecklistEditor
        items={checkedList}
        onItems={setCheckedList}
        newItem={newItem}
        onNewItem={setNewItem}
      />

      <AttachmentsEditor files={attachments} onFiles={setAttachments} />

      <CommentsEditor
        comments={comments}
        newComment={newComment}
        onNewComment={setNewComment}
        onAdd={addComment}
      />

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
