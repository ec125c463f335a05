import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { AutoComplete, Button, Input, Modal, Typography, theme, type InputRef } from 'antd';
import { PhoneOutlined, SearchOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { NavItem } from '@phonesheet/shared';
import { historySearchUrl, isSearchShortcut, matchingPages, onMac, pagesOf } from './search-targets';

const CALLS_PREFIX = 'calls:';

export interface TopbarSearchProps {
  navigation: NavItem[];
  /**
   * No room for the box (a narrow screen, a menu in the top bar): a button that opens the
   * search in an overlay across the top of the screen, the focus in its box.
   */
  compact?: boolean;
}

/**
 * The top bar's search: the pages of the navigation whose titles match, and "Search calls for …"
 * (first, so Enter opens the history search with the text). Ctrl+K / ⌘K reaches it at any width.
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

  const pages = useMemo(() => pagesOf(navigation, (id) => intl.formatMessage({ id })), [navigation, intl]);
  const matches = useMemo(() => matchingPages(pages, text), [pages, text]);
  const trimmed = text.trim();
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
      ]
    : [];

  const optionValues = new Set(
    options.flatMap((o) => ('options' in o && o.options ? o.options.map((p) => p.value) : [o.value])),
  );

  const open = (value: string) => {
    navigate(value.startsWith(CALLS_PREFIX) ? historySearchUrl(value.slice(CALLS_PREFIX.length)) : value);
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
