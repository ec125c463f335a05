import { useEffect, useState } from 'react';
import { Divider } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { LoadState } from '../../../app-kit/LoadState';
import { useFetchState } from '../../../store/fetch-lifecycle';
import { MAIL_FETCH, mailActions, selectMail, type MailState } from '../store/mail-slice';
import type { MailListQuery } from '../types';
import { MailRow } from './MailRow';
import { MailToolbar } from './MailToolbar';
import { pathOf } from './mail-paths';

/** The page of a folder or label, with bulk actions on the checked mails. */
export function MailList({ query }: { query: MailListQuery }) {
  const dispatch = useAppDispatch();
  const {
    list,
    total,
    labels,
    query: shown,
  } = useAppSelector((s: { templatesMail: MailState }) => selectMail(s));
  const { loading, error } = useFetchState(MAIL_FETCH.list);
  const [checked, setChecked] = useState<number[]>([]);
  const same = shown?.type === query.type && shown.name === query.name;
  const page = same ? shown.page : query.page;

  const load = (p: number) => dispatch(mailActions.listRequested({ ...query, page: p }));

  // Another folder, label or page: start with nothing checked.
  useEffect(() => setChecked([]), [query.type, query.name, page]);
  // Checked mails that left the page (moved, unstarred in Starred) are no longer checked.
  useEffect(() => setChecked((ids) => ids.filter((id) => list.some((mail) => mail.id === id))), [list]);

  const ids = checked;
  return (
    <div>
      <MailToolbar
        checkedCount={ids.length}
        pageCount={list.length}
        labels={labels}
        page={page}
        total={total}
        onCheckAll={(all) => setChecked(all ? list.map((mail) => mail.id) : [])}
        onRead={(status) => dispatch(mailActions.readRequested({ mailIds: ids, status }))}
        onStar={(status) => dispatch(mailActions.starredRequested({ mailIds: ids, status }))}
        onMove={(folderId) => dispatch(mailActions.folderRequested({ mailIds: ids, folderId }))}
        onLabel={(labelId) => dispatch(mailActions.labelRequested({ mailIds: ids, labelId }))}
        onReload={() => load(page)}
        onPage={load}
      />
      <Divider style={{ margin: 0 }} />
      <LoadState
        loading={loading || !same}
        error={error}
        empty={list.length === 0}
        emptyText={<FormattedMessage id="templates.mail.empty" />}
        onRetry={() => load(page)}
      >
        <ul data-testid="mail-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((mail) => (
            <MailRow
              key={mail.id}
              mail={mail}
              to={pathOf(query, mail.id)}
              checked={checked.includes(mail.id)}
              onCheck={(on) =>
                setChecked((prev) => (on ? [...prev, mail.id] : prev.filter((id) => id !== mail.id)))
              }
              onStar={() =>
                dispatch(mailActions.starredRequested({ mailIds: [mail.id], status: !mail.isStarred }))
              }
              onImportant={() =>
                dispatch(mailActions.importantRequested({ mail, status: !mail.isImportant }))
              }
            />
          ))}
        </ul>
      </LoadState>
    </div>
  );
}
