import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PLAIN, usePlainStyles } from '@phonesheet/shared/plain';

/** A link drawn as a button, without antd (the landing page); `kind` and `size` as antd's Button. */
export function LinkAsButton(props: {
  to: string;
  kind?: 'primary' | 'default';
  size?: 'large' | 'middle';
  block?: boolean;
  children: ReactNode;
}) {
  usePlainStyles();
  const classes: string[] = [PLAIN.button];
  if (props.kind === 'primary') classes.push(PLAIN.buttonPrimary);
  if (props.size === 'large') classes.push(PLAIN.buttonLarge);
  if (props.block) classes.push(PLAIN.buttonBlock);
  return (
    <Link to={props.to} className={classes.join(' ')}>
      {props.children}
    </Link>
  );
}
