import { Breadcrumb, Card, Result, Steps } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { PageFrame } from '../../../app-kit/PageFrame';

/** The multi-level menu's leaves (app.ts) and the level each one is on. */
export const MENU_LEVELS: Record<string, { level: number; trail: string[] }> = {
  'level-1': { level: 1, trail: ['item1'] },
  'level-1/level-2': { level: 2, trail: ['menu1', 'item2'] },
  'level-1/level-2/level-3': { level: 3, trail: ['menu1', 'menu2', 'item3'] },
  'level-1/level-2/level-3-b': { level: 3, trail: ['menu1', 'menu2', 'item3b'] },
};

/** /menu-level/…: says which level of the multi-level menu the user opened. */
export default function MenuLevelPage() {
  const intl = useIntl();
  const path = useParams()['*'] ?? '';
  const leaf = MENU_LEVELS[path.replace(/\/$/, '')];
  if (!leaf) return <Navigate to="/error-pages/error-404" replace />;
  const name = (id: string) => intl.formatMessage({ id: `templates.extraPages.menu.${id}` });

  return (
    <PageFrame testId="extra-menu-level" title={<FormattedMessage id="templates.extraPages.menu.nav" />}>
      <Breadcrumb items={[{ title: name('nav') }, ...leaf.trail.map((id) => ({ title: name(id) }))]} />
      <Card>
        <Result
          icon={<ApartmentOutlined />}
          title={
            <span data-testid="extra-menu-level-title">
              <FormattedMessage id="templates.extraPages.menu.youAre" values={{ level: leaf.level }} />
            </span>
          }
          subTitle={name(leaf.trail[leaf.trail.length - 1]!)}
        />
        <Steps
          size="small"
          current={leaf.level - 1}
          items={[1, 2, 3].map((n) => ({
            title: intl.formatMessage({ id: 'templates.extraPages.menu.level' }, { level: n }),
          }))}
        />
      </Card>
    </PageFrame>
  );
}
