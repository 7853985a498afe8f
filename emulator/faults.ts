import type { FailureReason } from './google-error';

/** Transport faults: what a network does, not what Google answers. */
export const TRANSPORT_FAULTS = ['timeout', 'connectionReset', 'dropAfterInsert'] as const;
export type TransportFault = (typeof TRANSPORT_FAULTS)[number];

export interface Fault {
  reason: FailureReason | TransportFault;
  /** 'videos.list', 'commentThreads.insert', ... or '*' for every Data API call. */
  method: string;
  rate: number;
  /** How many more times it may fire; undefined: without end. */
  remaining?: number;
  /**
   * Only calls of this project (an OAuth client id, or `key:<api key>`); undefined: anyone's. A
   * test that scopes its faults to its own credential is not disturbed by another's calls.
   */
  project?: string;
}
