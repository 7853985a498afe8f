/*
 * The approval's rules the web needs as values, apart from the schemas: importing a value from
 * approval.schema.ts brings zod, and the batch schemas, into the web's chunks.
 */

/**
 * The kinds of change (approval.schema.ts) after which approving would post nothing: refused, and
 * said why. Typed there as the kinds they are.
 */
export const BLOCKING_CHANGES: readonly string[] = ['channelsGone', 'quotaGone'];

/** A rejection's reason, at most (rejectBodySchema). */
export const REJECTION_REASON_MAX = 1000;
