import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { AutoComplete, Button, Input, Modal, Typography, theme, type InputRef } from 'antd';
import { PhoneOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { api, selectRole, useAppSelector, type NavItem } from '@phonesheet/shared';
import type { ContactSuggestion } from '@phonesheet/shared/contracts';
import {
  extraPagesFor,
  historySearchUrl,
  isSearchShortcut,
  matchingPages,
  onMac,
  pagesOf,
} from './search-targets';

const CALLS_PREFIX = 'calls:';
const CALLER_PREFIX = 'caller:';
/** Callers are asked for once typing pauses this long (one request per pause, not per key). */
export const CALLERS_DEBOUNCE_MS = 250;

/**
 * The company's callers whose name (or company, or number) holds the text, from the API's
 * autocomplete (GET /contacts), once typing pauses; none for fewer than two characters.
 */
function useCallers(text: string): ContactSuggestion[] {
  const [callers, setCallers] = useState<ContactSuggestion[]>([]);
  useEffect(() => {
    if (text.length < 2) {
      setCallers([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      api
        .get<{ data: ContactSuggestion[] }>(`/contacts?${new URLSearchParams({ q: text })}`)
        .then((answer) => current && setCallers(answer.data.data ?? []))
        .catch(() => current && setCallers([]));
    }, CALLERS_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);
  return callers;
}

export interface TopbarSearchProps {
  navigation: NavItem[];
  /**
   * No room for the box (a narrow screen, a menu in the top bar): a button that opens the
   * search in an overlay across the top of the screen, the focus in its box.
   */
  compact?: boolean;
}

/**
 * The top bar's search: "Search calls for …" (first, so Enter opens the history search with the
 * text), the pages whose titles match (the navigation's, My account, Statuses for admins,
 * Notifications) and the company's callers by name. Ctrl+K / ⌘K reaches it at any width.
 */
export function TopbarSearch({ navigation, compact = false }: TopbarSearchProps) {
  const intl = useIntl();
  const input = useRef<InputRef>(null);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const label = intl.formatMessage({ id: 'host.topbar.searchLabel' });

  useEffect(() => {
    const reach = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      if (compact) setOverlayOpen(true);
      else input.current?.focus({ cursor: 'all' });
    };
    window.addEventListener('keydown', reach);
    return () => window.removeEventListener('keydown', reach);
  }, [compact]);

  if (!compact)
    return (
      <SearchBox navigation={navigation} input={input} onDone={() => input.current?.blur()} width={280} />
    );
  return (
    <>
      <Button
        type="text"
        shape="circle"
        icon={<SearchOutlined />}
        aria-label={label}
        aria-haspopup="dialog"
        title={`${label} (${onMac() ? '⌘K' : 'Ctrl K'})`}
        data-testid="topbar-search-button"
        onClick={() => setOverlayOpen(true)}
      />
      <Modal
        open={overlayOpen}
        title={label}
        footer={null}
        width={560}
        style={{ top: 12 }}
        destroyOnHidden
        onCancel={() => setOverlayOpen(false)}
        // The dialog takes the focus when it opens; the box is where the user types.
        afterOpenChange={(opened) => opened && input.current?.focus()}
      >
        <SearchBox navigation={navigation} input={input} onDone={() => setOverlayOpen(false)} />
      </Modal>
    </>
  );
}

interface SearchBoxProps {
  navigation: NavItem[];
  input: RefObject<InputRef>;
  /** A page or the call search was opened. */
  onDone: () => void;
  /** At most this wide (the top bar); the whole width of the overlay otherwise. */
  width?: number;
}

function SearchBox({ navigation, input, onDone, width }: SearchBoxProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const role = useAppSelector(selectRole);
  const pages = useMemo(
    () => pagesOf([...navigation, ...extraPagesFor(role)], (id) => intl.formatMessage({ id })),
    [navigation, role, intl],
  );
  const matches = useMemo(() => matchingPages(pages, text), [pages, text]);
  const trimmed = text.trim();
  const callers = useCallers(trimmed);
  const options = trimmed
    ? [
        {
          value: `${CALLS_PREFIX}${trimmed}`,
          label: (
            <span>
              <PhoneOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
              {/* A number keeps its own direction inside an Arabic sentence. */}
              {t('host.topbar.searchCalls', { text: `\u2068${trimmed}\u2069` })}
            </span>
          ),
        },
        ...(matches.length
          ? [
              {
                label: t('host.topbar.searchPages'),
                options: matches.map((page) => ({ value: page.url, label: page.title })),
              },
            ]
          : []),
        ...(callers.length
          ? [
              {
                label: t('host.topbar.searchCallers'),
                options: callers.map((c) => ({
                  value: `${CALLER_PREFIX}${c.phoneE164 || c.contactName}`,
                  label: (
                    <span dir="auto" data-testid="search-caller">
                      <UserOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
                      {c.contactName || c.phoneDisplay}
                      {c.contactName && <bdi style={{ opacity: 0.65 }}> · {c.phoneDisplay}</bdi>}
                    </span>
                  ),
                })),
              },
            ]
          : []),
      ]
    : [];

  const optionValues = new Set(
    options.flatMap((o) => ('options' in o && o.options ? o.options.map((p) => p.value) : [o.value])),
  );

  const open = (value: string) => {
    // A caller opens the history of their number (every format of it), or of their name.
    if (value.startsWith(CALLS_PREFIX)) navigate(historySearchUrl(value.slice(CALLS_PREFIX.length)));
    else if (value.startsWith(CALLER_PREFIX)) navigate(historySearchUrl(value.slice(CALLER_PREFIX.length)));
    else navigate(value);
    setText('');
    onDone();
  };

  return (
    <AutoComplete
      value={text}
      options={options}
      // Choosing an option reports its value as a change too: that is not what was typed.
      onChange={(value: string) => !optionValues.has(value) && setText(value)}
      onSelect={open}
      defaultActiveFirstOption
      popupMatchSelectWidth={width ? 340 : true}
      style={{ width: '100%', maxWidth: width }}
    >
      <Input
        ref={input}
        allowClear
        data-testid="topbar-search"
        prefix={<SearchOutlined style={{ color: token.colorTextTertiary }} />}
        suffix={
          !text &&
          width && (
            <Typography.Text keyboard type="secondary" style={{ fontSize: 12 }}>
              {onMac() ? '⌘K' : 'Ctrl K'}
            </Typography.Text>
          )
        }
        placeholder={t('host.topbar.search')}
        aria-label={t('host.topbar.searchLabel')}
        title={t('host.topbar.searchHint')}
      />
    </AutoComplete>
  );
}
