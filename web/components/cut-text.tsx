import { Text, type TextProps } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';

/**
 * A text on one line that is cut only where the room ends, with an ellipsis; a tap, a click,
 * Enter or focus shows it whole, wrapped (a phone has no hover, a keyboard user no mouse). The
 * whole text is also its title, for a mouse that rests on it.
 */
export function CutText({ children, ...props }: { children: string } & TextProps) {
  const [whole, setWhole] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setWhole((shown) => !shown);
  };
  return (
    <Text
      role="button"
      tabIndex={0}
      aria-expanded={whole}
      title={children}
      onClick={() => setWhole((shown) => !shown)}
      onKeyDown={onKeyDown}
      // Reached by keyboard, not by the press that is about to toggle it.
      onFocus={(event) => event.currentTarget.matches(':focus-visible') && setWhole(true)}
      onBlur={() => setWhole(false)}
      truncate={whole ? undefined : 'end'}
      {...props}
      style={{
        cursor: 'pointer',
        minWidth: 0,
        ...(whole ? { overflowWrap: 'anywhere' } : {}),
        ...(props.style as object),
      }}
    >
      {children}
    </Text>
  );
}
