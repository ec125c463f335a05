import { useContext, useState, type KeyboardEvent } from 'react';
import { Button, ConfigProvider, Input, Upload, theme } from 'antd';
import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';

export interface ComposerProps {
  onSend: (text: string) => void;
  /** A file picked to send (never uploaded anywhere: the demo keeps it in the page). */
  onAttach: (file: File) => void;
}

/** The message box: Enter sends, Shift+Enter starts a new line; a file can be attached. */
export function Composer({ onSend, onAttach }: ComposerProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const [text, setText] = useState('');
  const blank = !text.trim();

  const send = () => {
    if (blank) return;
    onSend(text.trim());
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div
      data-testid="chat-composer"
      style={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: 8,
        padding: 12,
        borderBlockStart: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Upload
        beforeUpload={(file) => {
          onAttach(file);
          return false;
        }}
        showUploadList={false}
        maxCount={1}
      >
        <Button
          icon={<PaperClipOutlined />}
          aria-label={intl.formatMessage({ id: 'templates.chat.attach' })}
          data-testid="chat-attach"
        />
      </Upload>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        autoSize={{ minRows: 1, maxRows: 4 }}
        placeholder={intl.formatMessage({ id: 'templates.chat.typeMessage' })}
        aria-label={intl.formatMessage({ id: 'templates.chat.typeMessage' })}
        style={{ flex: '1 1 auto' }}
      />
      <Button
        type="primary"
        icon={<SendOutlined style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />}
        aria-label={intl.formatMessage({ id: 'templates.chat.send' })}
        disabled={blank}
        onClick={send}
        data-testid="chat-send"
      />
    </div>
  );
}
