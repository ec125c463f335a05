import { useEffect, useMemo, useRef, useState } from 'react';
import { AutoComplete, Input, Typography, theme, type InputRef } from 'antd';
import { PhoneOutlined, SearchOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { NavItem } from '@phonesheet/shared';
import { historySearchUrl, isSearchShortcut, matchingPages, onMac, pagesOf } from './search-targets';

const CALLS_PREFIX = 'calls:';

/**
 * The top bar's search: the pages of the navigation whose titles match, and "Search calls for …"
 * (first, so Enter opens the history search with the text). Ctrl+K / ⌘K focuses it.
 */
export function TopbarSearch({ navigation }: { navigation: NavItem[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const input = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  useEffect(() => {
    const focus = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      input.current?.focus({ cursor: 'all' });
    };
    window.addEventListener('keydown', focus);
    return () => window.removeEventListener('keydown', focus);
  }, []);

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
    input.current?.blur();
  };

  return (
    <AutoComplete
      value={text}
      options={options}
      // Choosing an option reports its value as a change too: that is not what was typed.
      onChange={(value: string) => !optionValues.has(value) && setText(value)}
      onSelect={open}
      defaultActiveFirstOption
      popupMatchSelectWidth={340}
      style={{ width: '100%', maxWidth: 280 }}
    >
      <Input
        ref={input}
        allowClear
        data-testid="topbar-search"
        prefix={<SearchOutlined style={{ color: token.colorTextTertiary }} />}
        suffix={
          !text && (
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
