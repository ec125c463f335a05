import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePlainStyles } from './plain-styles';

/** A link drawn as a button, without antd (the landing page); `kind` and `size` as antd's Button. */
export function LinkAsButton(props: {
  to: string;
  kind?: 'primary' | 'default';
  size?: 'large' | 'middle';
  block?: boolean;
  children: ReactNode;
}) {
  usePlainStyles();
  const classes = ['ps-btn'];
  if (props.kind === 'primary') classes.push('ps-btn-primary');
  if (props.size === 'large') classes.push('ps-btn-lg');
  if (props.block) classes.push('ps-btn-block');
  return (
    <Link to={props.to} className={classes.join(' ')}>
      {props.children}
    </Link>
  );
}
