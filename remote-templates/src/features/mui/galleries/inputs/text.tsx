import { useState } from 'react';
import { AutoComplete, Input, InputNumber, Space, Typography } from 'antd';
import { TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useMuiText, type GallerySection } from '../../components/gallery';

function TextInput() {
  const t = useMuiText();
  const [value, setValue] = useState('');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input
        prefix={<UserOutlined />}
        placeholder={t('w.yourName')}
        aria-label={t('w.yourName')}
        allowClear
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <Input.Password placeholder={t('w.password')} aria-label={t('w.password')} />
      <Typography.Text data-testid="mui-text-echo">
        {value ? t('w.hello', { name: value }) : t('w.typeSomething')}
      </Typography.Text>
    </Space>
  );
}

function TextArea() {
  const t = useMuiText();
  return (
    <Input.TextArea
      aria-label={t('w.message')}
      placeholder={t('w.message')}
      showCount
      maxLength={120}
      autoSize={{ minRows: 3, maxRows: 6 }}
    />
  );
}

function NumberInput() {
  const t = useMuiText();
  const intl = useIntl();
  const [seats, setSeats] = useState<number | null>(3);
  const price = 12;
  return (
    <Space direction="vertical">
      <Typography.Text>{t('w.seats')}</Typography.Text>
      <InputNumber
        min={1}
        max={20}
        value={seats}
        onChange={setSeats}
        prefix={<TeamOutlined />}
        aria-label={t('w.seats')}
      />
      <Typography.Text data-testid="mui-number-total">
        {t('w.total', {
          amount: intl.formatNumber((seats ?? 0) * price, { style: 'currency', currency: 'USD' }),
        })}
      </Typography.Text>
    </Space>
  );
}

const DOMAINS = ['gmail.com', 'outlook.com', 'example.com'];

function EmailAutoComplete() {
  const t = useMuiText();
  const [options, setOptions] = useState<{ value: string }[]>([]);
  const suggest = (text: string) => {
    const user = text.split('@')[0];
    setOptions(user ? DOMAINS.map((d) => ({ value: `${user}@${d}` })) : []);
  };
  return (
    <AutoComplete
      style={{ width: '100%' }}
      options={options}
      onSearch={suggest}
      placeholder={t('w.email')}
      aria-label={t('w.email')}
    />
  );
}

export const textSection: GallerySection = {
  id: 'text',
  examples: [
    { id: 'textInput', Demo: TextInput },
    { id: 'textArea', Demo: TextArea },
    { id: 'numberInput', Demo: NumberInput },
    { id: 'autoComplete', Demo: EmailAutoComplete },
  ],
};
