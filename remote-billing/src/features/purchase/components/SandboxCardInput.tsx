import { Col, Input, Row } from 'antd';
import { useIntl } from 'react-intl';
import { formatCardNumber, formatExpiry, type SandboxCardValue } from '../purchase-rules';

interface Props {
  value?: SandboxCardValue;
  onChange?: (value: SandboxCardValue) => void;
  disabled?: boolean;
}

/** The sandbox gateway's card form (no Stripe key configured): number, expiry, CVC, postcode. */
export function SandboxCardInput({ value = {}, onChange, disabled }: Props) {
  const intl = useIntl();
  const set = (patch: SandboxCardValue) => onChange?.({ ...value, ...patch });
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <div dir="ltr">
      <Input
        aria-label={label('billing.card.number')}
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
        value={value.number ?? ''}
        disabled={disabled}
        onChange={(e) => set({ number: formatCardNumber(e.target.value) })}
        style={{ marginBottom: 8 }}
      />
      <Row gutter={8}>
        <Col span={9}>
          <Input
            aria-label={label('billing.card.expiry')}
            placeholder={label('billing.card.expiryPlaceholder')}
            inputMode="numeric"
            autoComplete="cc-exp"
            value={value.expiry ?? ''}
            disabled={disabled}
            onChange={(e) => set({ expiry: formatExpiry(e.target.value) })}
          />
        </Col>
        <Col span={6}>
          <Input
            aria-label={label('billing.card.cvc')}
            placeholder="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={value.cvc ?? ''}
            disabled={disabled}
            onChange={(e) => set({ cvc: e.target.value.replace(/\D/g, '') })}
          />
        </Col>
        <Col span={9}>
          <Input
            aria-label={label('billing.card.postalCode')}
            placeholder={label('billing.card.postalCode')}
            autoComplete="postal-code"
            maxLength={10}
            value={value.postalCode ?? ''}
            disabled={disabled}
            onChange={(e) => set({ postalCode: e.target.value })}
          />
        </Col>
      </Row>
    </div>
  );
}
