import type { ReactNode } from 'react';
import { Button, Layout, Row, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { selectFullName, sessionActions, useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { PageTitle } from '@phonesheet/shared/ui';

/** /subscription and /payment come before the app, so no shell: a plain page with Sign out. */
export function PaymentLayout({ titleId, children }: { titleId: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const fullName = useAppSelector(selectFullName);
  return (
    <Layout style={{ minHeight: '100vh', padding: '48px 16px' }}>
      <main style={{ maxWidth: 560, margin: '0 auto', width: '100%' }}>
        <Row justify="space-between" align="middle" style={{ marginBottom: 8 }}>
          <PageTitle look={2} style={{ margin: 0 }}>
            <FormattedMessage id={titleId} />
          </PageTitle>
          <Button icon={<LogoutOutlined />} onClick={() => dispatch(sessionActions.logout())}>
            <FormattedMessage id="billing.signOut" />
          </Button>
        </Row>
        {fullName && (
          <Typography.Paragraph type="secondary">
            <FormattedMessage id="billing.greeting" values={{ name: fullName }} />
          </Typography.Paragraph>
        )}
        {children}
      </main>
    </Layout>
  );
}
