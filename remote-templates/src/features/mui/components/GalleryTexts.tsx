import { useEffect, useState, type ReactNode } from 'react';
import { Result, Skeleton } from 'antd';
import { IntlProvider, useIntl } from 'react-intl';
import { cachedGalleryTexts, loadGalleryTexts } from '../galleries/i18n';

/**
 * Adds the galleries' texts in the user's language to the host's (loaded on first use; see
 * galleries/i18n), with a skeleton meanwhile; keeps the host's locale, time zone and formats.
 */
export function GalleryTexts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [texts, setTexts] = useState(() => cachedGalleryTexts(intl.locale));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const cached = cachedGalleryTexts(intl.locale);
    if (cached) setTexts(cached);
    else
      loadGalleryTexts(intl.locale).then(
        (t) => live && setTexts(t),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [intl.locale]);

  if (!texts) {
    return failed ? (
      <Result status="warning" title={intl.formatMessage({ id: 'templates.state.error' })} />
    ) : (
      <div aria-busy="true" style={{ padding: 16 }}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      formats={intl.formats}
      textComponent={intl.textComponent}
      onError={intl.onError}
      messages={{ ...(intl.messages as Record<string, string>), ...texts }}
    >
      {children}
    </IntlProvider>
  );
}
