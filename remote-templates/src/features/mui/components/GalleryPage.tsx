import type { ReactNode } from 'react';
import { Anchor, Card, Col, Grid, Row, Typography, theme } from 'antd';
import type { AnchorProps } from 'antd';
import { GalleryTexts } from './GalleryTexts';
import { exampleDomId, sectionDomId, useMuiText, type GalleryExample, type GallerySection } from './gallery';

/** Room for the host's sticky top bar (70 px) when the contents scroll to a target. */
const TOP_OFFSET = 88;

/** One labelled, live example: its title, what it shows, then the example itself. */
export function ExampleCard({
  page,
  example,
  children,
}: {
  page: string;
  example: GalleryExample;
  children?: ReactNode;
}) {
  const t = useMuiText();
  const screens = Grid.useBreakpoint();
  const { Demo } = example;
  return (
    <Card
      // Phones keep the width for the example rather than the card's padding.
      size={screens.sm === false ? 'small' : 'default'}
      id={exampleDomId(page, example.id)}
      data-testid={`mui-example-${example.id}`}
      title={t(`${page}.${example.id}.title`)}
      style={{ height: '100%', scrollMarginTop: TOP_OFFSET }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(`${page}.${example.id}.desc`)}
      </Typography.Paragraph>
      <div style={{ minWidth: 0 }}>{children ?? <Demo />}</div>
    </Card>
  );
}

/** A gallery (/mui/…) once its texts are here. */
export function GalleryPage(props: { page: string; sections: GallerySection[] }) {
  return (
    <GalleryTexts>
      <GalleryFrame {...props} />
    </GalleryTexts>
  );
}

/**
 * A gallery's frame: title, intro, sections of example cards, and the page's contents (antd
 * Anchor) beside them on wide screens, above them as a scrolling strip on narrow ones.
 */
function GalleryFrame({ page, sections }: { page: string; sections: GallerySection[] }) {
  const t = useMuiText();
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  const wide = !!screens.lg;

  const items: NonNullable<AnchorProps['items']> = sections.map((section) => ({
    key: section.id,
    href: `#${sectionDomId(page, section.id)}`,
    title: t(`${page}.${section.id}`),
    ...(wide
      ? {
          children: section.examples.map((example) => ({
            key: example.id,
            href: `#${exampleDomId(page, example.id)}`,
            title: t(`${page}.${example.id}.title`),
          })),
        }
      : {}),
  }));

  const contents = (
    <nav aria-label={t('toc')}>
      {wide && (
        <Typography.Text type="secondary" strong style={{ display: 'block', marginBlockEnd: 8 }}>
          {t('toc')}
        </Typography.Text>
      )}
      <Anchor
        items={items}
        direction={wide ? 'vertical' : 'horizontal'}
        affix={wide}
        offsetTop={TOP_OFFSET}
        targetOffset={TOP_OFFSET}
      />
    </nav>
  );

  return (
    <div
      data-testid={`mui-${page}`}
      style={{ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 }}
    >
      <div>
        <Typography.Title level={3} style={{ marginBlock: 0 }}>
          {t(`${page}.title`)}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBlock: '4px 0' }}>
          {t(`${page}.intro`)}
        </Typography.Paragraph>
      </div>
      {!wide && contents}
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        <div style={{ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 24 }}>
          {sections.map((section) => (
            <section
              key={section.id}
              id={sectionDomId(page, section.id)}
              aria-labelledby={`${sectionDomId(page, section.id)}-title`}
              style={{ scrollMarginTop: TOP_OFFSET }}
            >
              <Typography.Title
                level={4}
                id={`${sectionDomId(page, section.id)}-title`}
                style={{
                  marginBlock: '0 12px',
                  paddingInlineStart: 10,
                  borderInlineStart: `3px solid ${token.colorPrimary}`,
                }}
              >
                {t(`${page}.${section.id}`)}
              </Typography.Title>
              <Row gutter={[16, 16]}>
                {section.examples.map((example) => (
                  <Col key={example.id} xs={24} xl={example.wide ? 24 : 12}>
                    <ExampleCard page={page} example={example} />
                  </Col>
                ))}
              </Row>
            </section>
          ))}
        </div>
        {wide && <aside style={{ flex: '0 0 200px', minWidth: 0 }}>{contents}</aside>}
      </div>
    </div>
  );
}
