import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import {
  Checkbox,
  DatePicker,
  Radio,
  Rate,
  Select,
  Slider,
  Space,
  Switch,
  TimePicker,
  Typography,
} from 'antd';
import { useMuiText, type GallerySection } from '../../components/gallery';

const TOPPINGS = ['cheese', 'olives', 'basil'] as const;

function Choices() {
  const t = useMuiText();
  const [toppings, setToppings] = useState<string[]>(['cheese']);
  const [size, setSize] = useState('m');
  return (
    <Space direction="vertical">
      <Checkbox.Group
        value={toppings}
        onChange={(v) => setToppings(v as string[])}
        options={TOPPINGS.map((k) => ({ value: k, label: t(`w.${k}`) }))}
      />
      <Radio.Group
        value={size}
        onChange={(e) => setSize(e.target.value as string)}
        options={['s', 'm', 'l'].map((k) => ({ value: k, label: t(`w.size.${k}`) }))}
      />
      <Typography.Text data-testid="mui-choice-summary">
        {t('w.order', { size: t(`w.size.${size}`), count: toppings.length })}
      </Typography.Text>
    </Space>
  );
}

function SwitchSlider() {
  const t = useMuiText();
  const [on, setOn] = useState(true);
  const [volume, setVolume] = useState(40);
  const [stars, setStars] = useState(3);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Switch checked={on} onChange={setOn} aria-label={t('w.notifications')} data-testid="mui-switch" />
        <Typography.Text data-testid="mui-switch-state">
          {t(on ? 'w.notificationsOn' : 'w.notificationsOff')}
        </Typography.Text>
      </Space>
      <Slider value={volume} onChange={setVolume} disabled={!on} aria-label={t('w.volume')} />
      <Space wrap>
        <Rate value={stars} onChange={setStars} />
        <Typography.Text>{t('w.stars', { count: stars })}</Typography.Text>
      </Space>
    </Space>
  );
}

const CITIES = ['Cairo', 'Lagos', 'Lisbon', 'Milan', 'Osaka', 'Paris', 'Quito', 'Seoul'];

function SelectDemo() {
  const t = useMuiText();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        style={{ width: '100%' }}
        placeholder={t('w.pickCity')}
        aria-label={t('w.pickCity')}
        options={CITIES.map((c) => ({ value: c, label: c }))}
        showSearch
        allowClear
      />
      <Select
        mode="multiple"
        style={{ width: '100%' }}
        defaultValue={['Lisbon', 'Osaka']}
        aria-label={t('w.pickCities')}
        options={CITIES.map((c) => ({ value: c, label: c }))}
        maxTagCount="responsive"
      />
    </Space>
  );
}

function Pickers() {
  const t = useMuiText();
  const [day, setDay] = useState<Dayjs | null>(null);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <DatePicker value={day} onChange={setDay} aria-label={t('w.date')} placeholder={t('w.date')} />
        <TimePicker format="HH:mm" minuteStep={15} aria-label={t('w.time')} placeholder={t('w.time')} />
      </Space>
      <DatePicker.RangePicker style={{ maxWidth: '100%' }} />
    </Space>
  );
}

export const choiceSection: GallerySection = {
  id: 'choice',
  examples: [
    { id: 'choices', Demo: Choices },
    { id: 'switchSlider', Demo: SwitchSlider },
    { id: 'select', Demo: SelectDemo },
    { id: 'pickers', Demo: Pickers },
  ],
};
