/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
/** Hashing cost grows with length; anything longer is not a password a person types. */
export const PASSWORD_MAX = 1024;
/** docs/security.md §6: names are at most 100 characters. */
export const NAME_MAX = 100;
/** Google client ids are about 72 characters; secrets about 35. Generous, but bounded. */
export const CLIENT_ID_MAX = 300;
export const CLIENT_SECRET_MAX = 300;

/**
 * docs/platform.md §2: what a credential may say its Google Cloud project's daily quota is, when
 * it is not Google's default (10,000 units, 100 searches).
 */
export const QUOTA_UNITS_LIMIT = { min: 1, max: 1_000_000 } as const;
export const QUOTA_SEARCHES_LIMIT = { min: 1, max: 100_000 } as const;

/**
 * docs/responsible-use.md §2: one comment per 30 s per channel by default, never faster than one a
 * second.
 */
export const PACING_SECONDS = { min: 1, max: 86_400, default: 30 } as const;
/** docs/responsible-use.md §2: at most 100 comments a day per channel by default. */
export const DAILY_CAP = { min: 1, max: 10_000, default: 100 } as const;

/** docs/security.md §6: a comment template (and any comment text) is at most 10,000 characters. */
export const TEMPLATE_MAX = 10_000;
/** docs/security.md §6: an uploaded CSV is at most 5 MB and 50,000 rows. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_MAX_ROWS = 50_000;

/** docs/product.md §7 GET /api/youtube/videos and channels: at most 500 ids a request. */
export const LOOKUP_IDS_MAX = 500;

/** docs/product.md §9 page sizes; any size from 1 to 5000 may be asked for. */
export const PAGE_SIZES = [50, 100, 200, 300, 500] as const;
export const PAGE_SIZE_MAX = 5000;

/** docs/security.md §8: how long an emailed link works. */
export const VERIFY_LINK_HOURS = 24;
export const RESET_LINK_MINUTES = 60;
/** Reset emails one address may be sent per hour, whoever asks. */
export const RESETS_PER_ADDRESS_PER_HOUR = 3;
