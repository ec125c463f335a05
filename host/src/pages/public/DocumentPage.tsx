import { Card, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { PageSection, PublicLayout } from './PublicLayout';

/**
 * A text page (about, terms, privacy) from catalogue keys:
 * `${prefix}.title`, `${prefix}.intro`, `${prefix}.sN.title` and `${prefix}.sN.text`.
 */
export function DocumentPage({ prefix, sections }: { prefix: string; sections: number }) {
  return (
    <PublicLayout>
      <PageSection narrow>
        <Card>
          <Typography>
            <Typography.Title>
              <FormattedMessage id={`${prefix}.title`} />
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
              <FormattedMessage id={`${prefix}.intro`} />
            </Typography.Paragraph>
            {Array.from({ length: sections }, (_, i) => (
              <section key={i}>
                <Typography.Title level={3}>
                  <FormattedMessage id={`${prefix}.s${i + 1}.title`} />
                </Typography.Title>
                <Typography.Paragraph>
                  <FormattedMessage id={`${prefix}.s${i + 1}.text`} />
                </Typography.Paragraph>
              </section>
            ))}
          </Typography>
        </Card>
      </PageSection>
    </PublicLayout>
  );
}
