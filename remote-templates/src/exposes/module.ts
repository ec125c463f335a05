import { ConfigProvider, theme } from 'antd';
import { createElement, lazy } from 'react';
import { all, call, fork } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { createAntdFrame } from '@phonesheet/shared/ui';
import { mergeCatalogues, type AppRoute, type NavItem, type RemoteModule } from '@phonesheet/shared';
import { messages as baseMessages } from '../i18n';
import { FETCH_KEY, fetchReducer } from '../store/fetch-lifecycle';
import { TEMPLATE_APPS } from '../template-apps';
import { TEMPLATE_PATHS } from '../route-paths';
import { TEMPLATE_GROUPS, type TemplateApp } from '../app-kit/template-app';

const ListTypePage = lazy(() => import('../features/list-type/pages/ListTypePage'));

// Each app's saga arrives in its own chunk when the module starts, with the mock backend.
// Its pages wait for it: an action dispatched on mount before the saga's watchers ran would be lost.
const sagaStarted = new Map<string, { promise: Promise<void>; resolve: () => void }>();
function whenSagaStarted(id: string) {
  if (!sagaStarted.has(id)) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    sagaStarted.set(id, { promise, resolve });
  }
  return sagaStarted.get(id)!;
}

function* runApp(app: TemplateApp): SagaIterator {
  const loaded: { default: () => SagaIterator } = yield call(app.loadSaga!);
  // fork runs the saga up to its first blocking effect: its watchers are registered after this line.
  yield fork(loaded.default);
  whenSagaStarted(app.id).resolve();
}

/** The app's routes, each page shown once the app's saga listens. */
function routesOf(app: TemplateApp): AppRoute[] {
  if (!app.loadSaga) return app.routes;
  return app.routes.map((route) => ({
    ...route,
    Component: lazy(async () => {
      await whenSagaStarted(app.id).promise;
      // lazy() must resolve to a function component, and the route's own Component is itself lazy.
      return { default: () => createElement(route.Component) };
    }),
  }));
}

function* templatesSaga(): SagaIterator {
  yield all(TEMPLATE_APPS.filter((app) => app.loadSaga).map((app) => fork(runApp, app)));
}

/** The template's sidebar groups (shown when the user asks for the demos), empty ones left out. */
function templateGroups(apps: TemplateApp[]): NavItem[] {
  return TEMPLATE_GROUPS.flatMap((group) => {
    const children = apps.flatMap((app) => ((app.group ?? 'apps') === group && app.nav ? [app.nav] : []));
    if (!children.length) return [];
    return [
      { id: `templates-${group}`, type: 'group' as const, messageId: `templates.nav.${group}`, children },
    ];
  });
}

const remoteModule: RemoteModule = {
  Frame: createAntdFrame({ ConfigProvider, theme }),
  name: 'templates',
  routes: [
    { path: TEMPLATE_PATHS.listType.list, Component: ListTypePage, access: { role: 'user' } },
    ...TEMPLATE_APPS.flatMap(routesOf),
  ],
  navigation: templateGroups(TEMPLATE_APPS),
  reducers: Object.assign({ [FETCH_KEY]: fetchReducer }, ...TEMPLATE_APPS.map((app) => app.reducers ?? {})),
  saga: templatesSaga,
  messages: mergeCatalogues(baseMessages, ...TEMPLATE_APPS.map((app) => app.messages)),
};

export default remoteModule;
