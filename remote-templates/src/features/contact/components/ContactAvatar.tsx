import { InitialsAvatar } from '../../../app-kit/InitialsAvatar';
import type { Contact } from '../types';

export { initialsOf } from '../../../app-kit/InitialsAvatar';

/**
 * The contact's picture when it has one (inline data only), else its initials in white on a
 * colour picked by the name (readable in light and dark: the old primary-on-tint was dark blue
 * on navy in dark mode).
 */
export function ContactAvatar({
  contact,
  size = 40,
}: {
  contact: Pick<Contact, 'name' | 'image'>;
  size?: number;
}) {
  const src = contact.image?.startsWith('data:') ? contact.image : undefined;
  return <InitialsAvatar name={contact.name} colourKey={contact.name} size={size} src={src} aria-hidden />;
}
