import { useContext, useState } from 'react';
import { Button, ConfigProvider, Drawer, List, Modal, Popconfirm, Radio, Space, Typography } from 'antd';
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { useMuiText, type GallerySection } from '../../components/gallery';

function ModalDemo() {
  const t = useMuiText();
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const close = (key: string) => {
    setOpen(false);
    setAnswer(t(key));
  };
  return (
    <Space direction="vertical">
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('w.openModal')}
      </Button>
      {answer && <Typography.Text data-testid="mui-modal-answer">{answer}</Typography.Text>}
      <Modal
        open={open}
        title={t('w.modalTitle')}
        okText={t('w.save')}
        cancelText={t('w.cancel')}
        onOk={() => close('w.saved')}
        onCancel={() => close('w.cancelled')}
      >
        <p data-testid="mui-modal-body">{t('w.modalText')}</p>
      </Modal>
    </Space>
  );
}

function ConfirmDemo() {
  const t = useMuiText();
  const [modal, holder] = Modal.useModal();
  const [result, setResult] = useState<string | null>(null);
  const ask = () =>
    modal.confirm({
      title: t('w.confirmTitle'),
      icon: <ExclamationCircleOutlined />,
      content: t('w.confirmText'),
      okText: t('w.delete'),
      okButtonProps: { danger: true },
      cancelText: t('w.cancel'),
      onOk: () => setResult(t('w.deleted')),
      onCancel: () => setResult(t('w.kept')),
    });
  return (
    <Space direction="vertical">
      {holder}
      <Button danger onClick={ask}>
        {t('w.deleteProject')}
      </Button>
      {result && <Typography.Text>{result}</Typography.Text>}
    </Space>
  );
}

type Side = 'start' | 'end' | 'bottom';

function DrawerDemo() {
  const t = useMuiText();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const [side, setSide] = useState<Side>('end');
  const [open, setOpen] = useState(false);
  const rtl = direction === 'rtl';
  const placement = side === 'bottom' ? 'bottom' : (side === 'end') !== rtl ? 'right' : 'left';
  return (
    <Space direction="vertical">
      <Radio.Group
        value={side}
        onChange={(e) => setSide(e.target.value as Side)}
        options={(['start', 'end', 'bottom'] as const).map((k) => ({ value: k, label: t(`w.side.${k}`) }))}
        optionType="button"
      />
      <Button onClick={() => setOpen(true)}>{t('w.openDrawer')}</Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement={placement}
        title={t('w.drawerTitle')}
        size="default"
      >
        <p data-testid="mui-drawer-body">{t('w.drawerText')}</p>
      </Drawer>
    </Space>
  );
}

function PopconfirmDemo() {
  const t = useMuiText();
  const [files, setFiles] = useState(['report.pdf', 'photo.png', 'notes.txt']);
  return (
    <List
      size="small"
      bordered
      dataSource={files}
      locale={{ emptyText: t('w.noFiles') }}
      renderItem={(file) => (
        <List.Item
          actions={[
            <Popconfirm
              key="delete"
              title={t('w.deleteFile', { file })}
              okText={t('w.delete')}
              cancelText={t('w.cancel')}
              onConfirm={() => setFiles(files.filter((f) => f !== file))}
            >
              <Button size="small" danger>
                {t('w.delete')}
              </Button>
            </Popconfirm>,
          ]}
        >
          <bdi>{file}</bdi>
        </List.Item>
      )}
    />
  );
}

export const dialogsSection: GallerySection = {
  id: 'dialogs',
  examples: [
    { id: 'modal', Demo: ModalDemo },
    { id: 'confirm', Demo: ConfirmDemo },
    { id: 'drawer', Demo: DrawerDemo },
    { id: 'popconfirm', Demo: PopconfirmDemo },
  ],
};
