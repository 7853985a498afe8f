/** Google's error body for the Data API: `{ error: { code, message, errors: [{ reason, domain, message }] } }`. */
export interface ApiFailure {
  status: number;
  reason: string;
  domain: string;
  message: string;
}

export const API_FAILURES = {
  backendError: { status: 500, domain: 'global', message: 'Backend Error' },
  internalError: { status: 500, domain: 'global', message: 'Internal Error' },
  rateLimitExceeded: { status: 403, domain: 'usageLimits', message: 'Rate Limit Exceeded' },
  tooManyRequests: { status: 429, domain: 'global', message: 'Too Many Requests' },
  quotaExceeded: {
    status: 403,
    domain: 'youtube.quota',
    message: 'The request cannot be completed because you have exceeded your quota.',
  },
  dailyLimitExceeded: { status: 403, domain: 'usageLimits', message: 'Daily Limit Exceeded' },
  authError: { status: 401, domain: 'global', message: 'Invalid Credentials' },
  forbidden: { status: 403, domain: 'global', message: 'The request is not properly authorized.' },
  insufficientPermissions: {
    status: 403,
    domain: 'global',
    message: 'Request had insufficient authentication scopes.',
  },
  commentsDisabled: {
    status: 403,
    domain: 'youtube.commentThread',
    message: 'The video identified by the videoId parameter has disabled comments.',
  },
  ineligibleAccount: {
    status: 403,
    domain: 'youtube.commentThread',
    message:
      'The YouTube account used to authorize the API request must be merged with the user’s Google account.',
  },
  videoNotFound: {
    status: 404,
    domain: 'youtube.commentThread',
    message: 'The video identified by the videoId parameter could not be found.',
  },
  channelNotFound: {
    status: 404,
    domain: 'youtube.channel',
    message: 'The channel identified by the channelId parameter could not be found.',
  },
  commentTextRequired: {
    status: 400,
    domain: 'youtube.commentThread',
    message:
      'The comment resource that is being inserted must specify a value for the snippet.topLevelComment.snippet.textOriginal property.',
  },
  commentTextTooLong: {
    status: 400,
    domain: 'youtube.commentThread',
    message:
      'The comment resource that is being inserted contains too many characters in the snippet.topLevelComment.snippet.textOriginal property.',
  },
  processingFailure: {
    status: 400,
    domain: 'youtube.commentThread',
    message: 'The API server failed to successfully process the request.',
  },
  keyInvalid: {
    status: 400,
    domain: 'usageLimits',
    message: 'API key not valid. Please pass a valid API key.',
  },
  invalidValue: { status: 400, domain: 'youtube.parameter', message: 'Invalid value.' },
  incompatibleParameters: {
    status: 400,
    domain: 'youtube.parameter',
    message:
      'The request specifies two or more parameters that cannot be used in the same request.',
  },
  missingRequiredParameter: {
    status: 400,
    domain: 'youtube.parameter',
    message: 'No filter selected. Expected one of: id, regionCode',
  },
  invalidSearchFilter: {
    status: 400,
    domain: 'youtube.search',
    message:
      'The request contains an invalid combination of search filters and/or restrictions. You must set the type parameter to video if you set a value for the eventType, videoCaption, videoCategoryId, videoDefinition, videoDimension, videoDuration, videoEmbeddable, videoLicense, videoSyndicated, or videoType parameters.',
  },
  videoChartNotFound: {
    status: 404,
    domain: 'youtube.video',
    message: 'The requested video chart is not supported or is not available.',
  },
  playlistNotFound: {
    status: 404,
    domain: 'youtube.playlistItem',
    message: "The playlist identified with the request's playlistId parameter cannot be found.",
  },
  invalidPageToken: {
    status: 400,
    domain: 'youtube.parameter',
    message: 'The request specifies an invalid page token.',
  },
  commentNotFound: {
    status: 404,
    domain: 'youtube.comment',
    message: 'One or more of the comments identified by the parentId parameter could not be found.',
  },
  tooManyIds: {
    status: 400,
    domain: 'youtube.parameter',
    message: 'The request specifies more ids than are allowed (50 at most).',
  },
} as const;

export type FailureReason = keyof typeof API_FAILURES;

export function isFailureReason(value: string): value is FailureReason {
  return value in API_FAILURES;
}

export function failure(reason: FailureReason, message?: string): ApiFailure {
  const known = API_FAILURES[reason];
  return { status: known.status, reason, domain: known.domain, message: message ?? known.message };
}

export function errorBody(f: ApiFailure) {
  return {
    error: {
      code: f.status,
      message: f.message,
      errors: [{ message: f.message, domain: f.domain, reason: f.reason }],
    },
  };
}
