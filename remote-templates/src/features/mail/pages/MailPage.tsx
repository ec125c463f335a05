import { useEffect, useRef } from 'react';
import { Button, Grid } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { AppsContainer } from '../../../app-kit/AppsContainer';
import { ComposeMail } from '../components/ComposeMail';
import { MailDetail } from '../components/MailDetail';
import { MailList } from '../components/MailList';
import { MailSidebar } from '../components/MailSidebar';
import { pathOf, queryOfRoute } from '../components/mail-paths';
import { mailActions, selectMail, type MailState } from '../store/mail-slice';

/**
 * The mail app (/apps/mail/:folder[/:id], /apps/mail/label/:label[/:id]): folders and labels
 * beside a paged list, or one thread.
 */
export default function MailPage() {
  const params = useParams<{ folder?: string; label?: string; id?: string }>();
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const query = queryOfRoute(params);
  const id = params.id !== undefined ? Number(params.id) : null;
  const shownQuery = useAppSelector((s: { templatesMail: MailState }) => selectMail(s).query);
  const shown = useRef(shownQuery);
  shown.current = shownQuery;

  useEffect(() => {
    dispatch(mailActions.metaRequested());
  }, [dispatch]);

  // A folder or label opened: its first page (coming back from a thread keeps the page shown).
  useEffect(() => {
    if (id !== null) return;
    const last = shown.current;
    const page = last && last.type === query.type && last.name === query.name ? last.page : 0;
    dispatch(mailActions.listRequested({ ...query, page }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, query.type, query.name, id === null]);

  // Under lg the sidebar (and its Compose button) sits in a drawer: Compose stays one tap away.
  const narrow = !Grid.useBreakpoint().lg;
  const compose = narrow && (
    <Button
      type="primary"
      icon={<EditOutlined />}
      aria-label={intl.formatMessage({ id: 'templates.mail.compose' })}
      onClick={() => dispatch(mailActions.composeOpened())}
      data-testid="mail-compose-narrow"
    />
  );

  return (
    <AppsContainer
      title={intl.formatMessage({ id: 'templates.mail.title' })}
      sidebar={<MailSidebar />}
      extra={compose}
    >
      {id !== null ? <MailDetail id={id} backTo={pathOf(query)} /> : <MailList query={query} />}
      <ComposeMail />
    </AppsContainer>
  );
}
