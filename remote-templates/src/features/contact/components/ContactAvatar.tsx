import { Avatar, theme } from 'antd';
import type { Contact } from '../types';

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part[0]?.toUpperCase() ?? '').join('');
}

/** The contact's picture when it has one (inline data only), else its initials in theme colours. */
export function ContactAvatar({
  contact,
  size = 40,
}: {
  contact: Pick<Contact, 'name' | 'image'>;
  size?: number;
}) {
  const { token } = theme.useToken();
  const src = contact.image?.startsWith('data:') ? contact.image : undefined;
  return (
    <Avatar
      size={size}
      src={src}
      alt=""
      aria-hidden
      style={{ backgroundColor: token.colorPrimaryBg, color: token.colorPrimary, flex: 'none' }}
    >
      {initialsOf(contact.name)}
    </Avatar>
  );
}
