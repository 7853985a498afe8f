import { Fragment } from 'react';

/** A piece of an address: on one line where it fits, broken only when it is longer than the line. */
const PIECE = { display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' } as const;

/** Punctuation that closes on the address it follows, never alone at the start of a line. */
const CLOSING = /^[.,;:!?。，、；：！？)）」』]*/;

/**
 * A sentence holding an email address (`{{email}}` in its words): the address, with the
 * punctuation right after it, is kept on one line where it fits, instead of breaking at its
 * hyphens and dots, and breaks only when it is longer than the line.
 */
export function AddressText({ text, email }: { text: string; email: string }) {
  const parts = text.split('{{email}}');
  return parts.map((part, index) => {
    const closing = index > 0 ? CLOSING.exec(part)![0] : '';
    return (
      <Fragment key={index}>
        {part.slice(closing.length)}
        {index < parts.length - 1 && (
          <span style={PIECE}>
            {email}
            {CLOSING.exec(parts[index + 1]!)![0]}
          </span>
        )}
      </Fragment>
    );
  });
}

/**
 * An address alone (the account menu): its name and its "@domain" are pieces of their own, so a
 * long address breaks before its "@", not at a hyphen or a dot of its name.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span style={PIECE}>{email}</span>;
  return (
    <>
      <span style={PIECE}>{email.slice(0, at)}</span>
      <span style={PIECE}>{email.slice(at)}</span>
    </>
  );
}
