import { createElement, lazy } from 'react';
import { AppstoreOutlined } from '@ant-design/icons';
import { all, call, fork } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { LocaleKey, NavItem, RemoteModule } from '@phonesheet/shared';
import { messages as baseMessages } from '../i18n';
import { FETCH_KEY, fetchReducer } from '../store/fetch-lifecycle';
import { TEMPLATE_APPS } from '../template-apps';
import type { TemplateApp } from '../app-kit/template-app';

const ListTypePage = lazy(() => import('../features/list-type/pages/ListTypePage'));

/** The id of the template's "Apps" group in the sidebar (shown when the user asks for the demos). */
export const APPS_GROUP_ID = 'templates-apps';

/** Each app's saga arrives in its own chunk when the module starts, with the mock backend. */
function* runApp(app: TemplateApp): SagaIterator {
  const loaded: { default: () => SagaIterator } = yield call(app.loadSaga!);
  yield call(loaded.default);
}

function* templatesSaga(): SagaIterator {
  yield all(TEMPLATE_APPS.filter((app) => app.loadSaga).map((app) => fork(runApp, app)));
}

function mergeMessages(apps: TemplateApp[]): RemoteModule['messages'] {
  const merged = { ...baseMessages };
  for (const app of apps) {
    for (const locale of Object.keys(merged) as LocaleKey[]) {
      merged[locale] = { ...merged[locale], ...app.messages?.[locale] };
    }
  }
  return merged;
}

const appsGroup: NavItem = {
  id: APPS_GROUP_ID,
  type: 'group',
  messageId: 'templates.nav.apps',
  icon: createElement(AppstoreOutlined),
  children: TEMPLATE_APPS.flatMap((app) => (app.nav ? [app.nav] : [])),
};

const remoteModule: RemoteModule = {
  name: 'templates',
  routes: [
    { path: '/list-type/:type', Component: ListTypePage, access: { role: 'user' } },
    ...TEMPLATE_APPS.flatMap((app) => app.routes),
  ],
  navigation: [appsGroup],
  reducers: Object.assign({ [FETCH_KEY]: fetchReducer }, ...TEMPLATE_APPS.map((app) => app.reducers ?? {})),
  saga: templatesSaga,
  messages: mergeMessages(TEMPLATE_APPS),
};

export default remoteModule;
