import { useState } from 'react';
import { Alert, Button, Form, Input, Upload, type UploadFile } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useMuiText, type GallerySection } from '../../components/gallery';

interface SignUp {
  name: string;
  email: string;
}

function FormDemo() {
  const t = useMuiText();
  const [sent, setSent] = useState<string | null>(null);
  const [form] = Form.useForm<SignUp>();
  return (
    <Form<SignUp>
      form={form}
      layout="vertical"
      requiredMark="optional"
      onFinish={(v) => {
        setSent(v.name);
        form.resetFields();
      }}
      onValuesChange={() => setSent(null)}
    >
      <Form.Item
        name="name"
        label={t('w.yourName')}
        rules={[{ required: true, whitespace: true, message: t('w.nameRequired') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('w.email')}
        rules={[
          { required: true, message: t('w.emailRequired') },
          { type: 'email', message: t('w.emailInvalid') },
        ]}
      >
        <Input inputMode="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('w.signUp')}
      </Button>
      {sent && (
        <Alert
          style={{ marginBlockStart: 12 }}
          type="success"
          showIcon
          data-testid="mui-form-sent"
          message={t('w.welcome', { name: sent })}
        />
      )}
    </Form>
  );
}

function UploadDemo() {
  const t = useMuiText();
  const [files, setFiles] = useState<UploadFile[]>([]);
  return (
    <Upload.Dragger
      multiple
      fileList={files}
      // Nothing leaves the browser: the demo only lists what was picked.
      beforeUpload={() => false}
      onChange={({ fileList }) => setFiles(fileList)}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{t('w.dropFiles')}</p>
      <p className="ant-upload-hint">{t('w.filesStay')}</p>
    </Upload.Dragger>
  );
}

export const formsSection: GallerySection = {
  id: 'forms',
  examples: [
    { id: 'form', Demo: FormDemo },
    { id: 'upload', Demo: UploadDemo },
  ],
};
