/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
/** Hashing cost grows with length; anything longer is not a password a person types. */
export const PASSWORD_MAX = 1024;
/** DESIGN.md §5: names are at most 100 characters. */
export const NAME_MAX = 100;
