import type { CSSProperties, ReactNode } from 'react';
import classes from './shell.module.css';
import { SkipLink } from './skip-link';

/**
 * A header fixed at the top and the page under it: all the app asks of a layout shell. The design
 * system's shell also brings side bars, resizing and scroll locking (about 9 kB compressed on every
 * first load). The header keeps its place when a dialog locks the page's scroll: the dialog's
 * scroll lock pads elements with this class name by the scroll bar's width.
 */
export function Shell({
  header,
  mainStyle,
  children,
}: {
  header: ReactNode;
  mainStyle?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink />
      <header className={`${classes.header} right-scroll-bar-position`}>{header}</header>
      <main className={classes.main} style={mainStyle}>
        {children}
      </main>
    </>
  );
}
