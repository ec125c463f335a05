import { Suspense, useEffect, useMemo, useState } from 'react';
import { App as AntApp, ConfigProvider, Layout, Select, Spin, Typography, theme } from 'antd';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import type { AppStore } from '../store';
import { useAppDispatch, useAppSelector } from '../store';
import { registerNavigator } from '../navigation';
import { sessionActions } from '../session';
import { settingsActions, LOCALES, directionOf } from '../settings';
import { SlotsProvider } from '../ui';
import { GlobalLoader, Toasts } from '../ui-antd';
import { sharedMessages, mergeMessages } from '../i18n';
import type { LocaleKey, RemoteModule } from '../module-contract/types';

/** Lets sagas navigate inside the standalone router. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((path, options) => navigate(path, options)), [navigate]);
  return null;
}

function StandaloneRoutes({ module }: { module: RemoteModule }) {
  const dispatch = useAppDispatch();
  const locale = useAppSelector((state) => state.settings.locale);
  const mode = useAppSelector((state) => state.settings.themeMode);
  const primary = useAppSelector((state) => state.settings.primaryColor);
  const direction = directionOf(locale);
  useEffect(() => {
    dispatch(sessionActions.start());
  }, [dispatch]);
  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = locale;
  }, [direction, locale]);
  // A remote that fetches its languages on demand: the chosen one, then its texts in it.
  const [fetched, setFetched] = useState<LocaleKey | null>(null);
  useEffect(() => {
    let current = true;
    void module.loadMessages?.(locale).then(() => current && setFetched(locale));
    return () => {
      current = false;
    };
  }, [locale, module]);
  const messages = useMemo(
    () =>
      mergeMessages(
        sharedMessages.en,
        module.messages.en,
        sharedMessages[locale],
        module.messages[!module.loadMessages || fetched === locale ? locale : 'en'],
      ),
    [locale, module, fetched],
  );
  const first = module.routes.find((route) => !route.path.includes(':'))?.path ?? '/';
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <ConfigProvider
        direction={direction}
        theme={{
          algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
          token: { colorPrimary: primary },
        }}
      >
        <AntApp>
          <Layout style={{ minHeight: '100vh' }}>
            <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
              <Typography.Text style={{ color: '#fff' }} strong>
                {`Phone Sheet · ${module.name} (standalone)`}
              </Typography.Text>
              <Select
                aria-label="Language"
                size="small"
                value={locale}
                style={{ marginInlineStart: 'auto', width: 120 }}
                options={LOCALES.map((l) => ({ value: l.key, label: l.name }))}
                onChange={(value) => dispatch(settingsActions.localeChanged(value))}
              />
            </Layout.Header>
            <Layout.Content>
              <NavigatorBridge />
              <Toasts />
              <GlobalLoader />
              <SlotsProvider slots={module.slots ?? {}}>
                <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
                  <Routes>
                    {module.routes.map(({ path, Component }) => (
                      <Route key={path} path={path} element={<Component />} />
                    ))}
                    <Route path="*" element={<Navigate to={first} replace />} />
                  </Routes>
                </Suspense>
              </SlotsProvider>
            </Layout.Content>
          </Layout>
        </AntApp>
      </ConfigProvider>
    </IntlProvider>
  );
}

/**
 * A remote on its own (`pnpm --filter <remote> dev`): the same store as in the host, the
 * module's reducers and saga injected, its routes mounted without guards so each screen can
 * be worked on alone.
 */
export function StandaloneShell({ store, module }: { store: AppStore; module: RemoteModule }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <StandaloneRoutes module={module} />
      </BrowserRouter>
    </Provider>
  );
}
