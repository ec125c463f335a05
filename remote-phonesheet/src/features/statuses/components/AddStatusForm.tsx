import { useEffect, useState } from 'react';
import { Button, Flex, Input, Switch } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { CallStatus } from '@phonesheet/shared/contracts';
import { freeColor } from './status-palette';
import { StatusColorPicker } from './StatusColorPicker';
import { nameProblem } from './status-name';
import { NameMessages, useNameCheck } from './name-check';

/** "Add status": name, colour (first unused palette colour) and open/closed; Enter adds. */
export function AddStatusForm(props: {
  statuses: CallStatus[];
  busy: boolean;
  serverErrors: string[];
  addedCount: number;
  onAdd(status: { name: string; color: string; open: boolean }): void;
  onClearErrors(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const suggested = freeColor(props.statuses.filter((s) => !s.retired).map((s) => s.color));
  const [name, setName] = useState('');
  const [color, setColor] = useState<string | null>(null);
  const [open, setOpen] = useState(true);
  const { messages, setProblem, edited } = useNameCheck(props.serverErrors, props.onClearErrors);

  useEffect(() => {
    setName('');
    setColor(null);
    setOpen(true);
  }, [props.addedCount]);

  const submit = () => {
    const p = nameProblem(name, props.statuses);
    setProblem(p);
    if (!p) props.onAdd({ name: name.trim(), color: color ?? suggested, open });
  };

  return (
    <div data-testid="status-add" style={{ marginTop: 12 }}>
      <Flex align="center" gap={6} wrap>
        <StatusColorPicker
          value={color ?? suggested}
          label={t('phonesheet.statuses.newColor')}
          onChange={setColor}
        />
        <Input
          size="small"
          style={{ flex: '1 1 160px' }}
          value={name}
          placeholder={t('phonesheet.statuses.newName')}
          aria-label={t('phonesheet.statuses.newName')}
          status={messages.length ? 'error' : undefined}
          aria-invalid={messages.length > 0}
          data-testid="status-new-name"
          onChange={(e) => {
            setName(e.target.value);
            edited();
          }}
          onPressEnter={submit}
        />
        <Switch
          size="small"
          checked={open}
          checkedChildren={t('phonesheet.statuses.open')}
          unCheckedChildren={t('phonesheet.statuses.closed')}
          aria-label={t('phonesheet.statuses.newOpen')}
          onChange={setOpen}
        />
        <Button
          type="primary"
          size="small"
          icon={<PlusOutlined />}
          loading={props.busy}
          onClick={submit}
          data-testid="status-add-button"
        >
          {t('phonesheet.statuses.add')}
        </Button>
      </Flex>
      <NameMessages messages={messages} testId="status-add-error" />
    </div>
  );
}
