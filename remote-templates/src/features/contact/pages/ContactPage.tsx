import { useEffect, useState } from 'react';
import { useMatch, useParams } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { ConfirmDialog } from '@phonesheet/shared/ui';
import { TEMPLATE_PATHS } from '../../../route-paths';
import { AppsContainer } from '../../../app-kit/AppsContainer';
import { LoadState } from '../../../app-kit/LoadState';
import { useFetchState } from '../../../store/fetch-lifecycle';
import { ContactDetail } from '../components/ContactDetail';
import { ContactForm } from '../components/ContactForm';
import { ContactGridView } from '../components/ContactGridView';
import { ContactListView } from '../components/ContactListView';
import { ContactSidebar } from '../components/ContactSidebar';
import { ContactToolbar } from '../components/ContactToolbar';
import { CONTACT_KEYS } from '../store/contact-keys';
import { contactActions as A, selectContact, type ContactState } from '../store/contact-slice';
import type { ContactListType } from '../types';

/** The Contacts app: /apps/contact/folder/:name and /apps/contact/label/:name. */
export default function ContactPage() {
  const dispatch = useAppDispatch();
  const { name = 'all' } = useParams();
  const type: ContactListType = useMatch(TEMPLATE_PATHS.contact.label) ? 'label' : 'folder';
  const state = useAppSelector((s: { templatesContact?: ContactState }) => selectContact(s));
  const { folders, labels, query, list, total, loaded, selected, viewMode } = state;
  const { loading, error } = useFetchState(CONTACT_KEYS.list);
  const deleting = useFetchState(CONTACT_KEYS.delete).loading;
  const [confirm, setConfirm] = useState<number[] | null>(null);

  useEffect(() => {
    dispatch(A.metaRequested());
  }, [dispatch]);

  useEffect(() => {
    dispatch(A.listRequested({ type, name, page: 0 }));
  }, [dispatch, type, name]);

  // The answer shown belongs to this route's list (not the one before a navigation).
  const current = query.type === type && query.name === name;
  const shown = current && loaded ? list : [];

  const askDelete = (ids: number[]) => setConfirm(ids);
  const confirmDelete = () => {
    if (confirm) dispatch(A.deleteRequested(confirm));
    setConfirm(null);
  };

  const emptyText = (
    <FormattedMessage
      id={type === 'label' ? 'templates.contact.emptyLabel' : 'templates.contact.emptyFolder'}
    />
  );

  return (
    <AppsContainer
      title={<FormattedMessage id="templates.contact.title" />}
      sidebar={<ContactSidebar folders={folders} labels={labels} query={{ type, name }} />}
    >
      <ContactToolbar
        list={shown}
        total={current && loaded ? total : 0}
        query={query}
        selected={selected}
        labels={labels}
        viewMode={viewMode}
        onDelete={askDelete}
      />
      <div aria-busy={loading || deleting}>
        <LoadState
          loading={loading || !loaded || !current}
          error={error}
          empty={shown.length === 0}
          emptyText={emptyText}
          onRetry={() => dispatch(A.listRequested({ type, name, page: query.page }))}
          rows={8}
        >
          {viewMode === 'grid' ? (
            <ContactGridView list={shown} labels={labels} selected={selected} onDelete={askDelete} />
          ) : (
            <ContactListView list={shown} labels={labels} selected={selected} onDelete={askDelete} />
          )}
        </LoadState>
      </div>
      <ContactDetail
        open={state.detailId !== null}
        contact={state.detail}
        labels={labels}
        onDelete={askDelete}
      />
      <ContactForm
        open={state.form !== null}
        contact={state.form?.contact ?? null}
        labels={labels}
        saving={state.saving}
      />
      <ConfirmDialog
        open={confirm !== null}
        danger
        title={<FormattedMessage id="templates.contact.confirmDelete.title" />}
        message={
          <FormattedMessage
            id="templates.contact.confirmDelete.message"
            values={{ count: confirm?.length ?? 0 }}
          />
        }
        onConfirm={confirmDelete}
        onCancel={() => setConfirm(null)}
      />
    </AppsContainer>
  );
}
