import { useState } from 'react';
import { Alert, Button, Space, message, notification } from 'antd';
import { useMuiText, type GallerySection } from '../../components/gallery';

function MessageDemo() {
  const t = useMuiText();
  const [api, holder] = message.useMessage();
  return (
    <Space wrap>
      {holder}
      <Button onClick={() => api.success(t('w.msgSuccess'))}>{t('w.success')}</Button>
      <Button onClick={() => api.warning(t('w.msgWarning'))}>{t('w.warning')}</Button>
      <Button onClick={() => api.error(t('w.msgError'))}>{t('w.error')}</Button>
      <Button onClick={() => api.loading(t('w.msgLoading'), 1.5)}>{t('w.loading')}</Button>
    </Space>
  );
}

function NotificationDemo() {
  const t = useMuiText();
  const [api, holder] = notification.useNotification();
  const fire = (placement: 'topRight' | 'bottomLeft') =>
    api.info({
      message: t('w.notifyTitle'),
      description: t('w.notifyText'),
      placement,
    });
  return (
    <Space wrap>
      {holder}
      <Button type="primary" onClick={() => fire('topRight')}>
        {t('w.notifyTop')}
      </Button>
      <Button onClick={() => fire('bottomLeft')}>{t('w.notifyBottom')}</Button>
    </Space>
  );
}

function AlertDemo() {
  const t = useMuiText();
  const [shown, setShown] = useState(true);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t('w.alertInfo')} />
      <Alert type="warning" showIcon message={t('w.alertWarning')} description={t('w.alertWarningText')} />
      {shown ? (
        <Alert
          type="error"
          showIcon
          closable
          message={t('w.alertError')}
          afterClose={() => setShown(false)}
        />
      ) : (
        <Button size="small" onClick={() => setShown(true)}>
          {t('w.showAgain')}
        </Button>
      )}
    </Space>
  );
}

export const messagesSection: GallerySection = {
  id: 'messages',
  examples: [
    { id: 'message', Demo: MessageDemo },
    { id: 'notification', Demo: NotificationDemo },
    { id: 'alert', Demo: AlertDemo, wide: true },
  ],
};
