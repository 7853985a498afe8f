import { readCsvRows } from '../csv/csv-rows';
import { NAME_MAX } from '../api/limits';
import { parseVideoRef } from './video-ref';
import { parseVideoSource } from './video-source';

export interface ParsedVideoRow {
  /** Line in a file, or position in pasted text, from 1. */
  line: number;
  videoId: string;
  /** Empty: no category. */
  category: string;
}

export type VideoInputProblem = 'invalidVideo' | 'channelOrPlaylist' | 'categoryTooLong';

export interface VideoInputResult {
  /** Unique videos in the order first seen. */
  videos: ParsedVideoRow[];
  /**
   * What could not be read as a video: 'Not a valid YouTube video URL or ID', or a link to a
   * channel or a playlist, whose videos the Find tab lists instead.
   */
  invalid: { line: number; input: string; problem: VideoInputProblem }[];
  /** Later mentions of a video already listed (the first is kept). */
  repeats: { line: number; videoId: string }[];
}

function collect(entries: { line: number; input: string; category: string }[]): VideoInputResult {
  const result: VideoInputResult = { videos: [], invalid: [], repeats: [] };
  const seen = new Set<string>();
  for (const { line, input, category } of entries) {
    const videoId = parseVideoRef(input);
    if (!videoId) result.invalid.push({ line, input, problem: notVideo(input) });
    else if ([...category].length > NAME_MAX)
      result.invalid.push({ line, input, problem: 'categoryTooLong' });
    else if (seen.has(videoId)) result.repeats.push({ line, videoId });
    else {
      seen.add(videoId);
      result.videos.push({ line, videoId, category });
    }
  }
  return result;
}

const notVideo = (input: string): VideoInputProblem =>
  parseVideoSource(input).kind === 'unknown' ? 'invalidVideo' : 'channelOrPlaylist';

/** docs/product.md §5: pasted links or ids, one per line or separated by commas. */
export function parseVideoText(text: string, category = ''): VideoInputResult {
  const entries = text
    .split(/[\n\r,]+/)
    .map((input) => input.trim())
    .filter(Boolean)
    .map((input, index) => ({ line: index + 1, input, category }));
  return collect(entries);
}

/**
 * docs/product.md §5 video CSV/TXT: `category,link` rows (quotes allowed); a row with no comma is a
 * link without a category. With more than one row, a first row that is not a video is a header.
 */
export function parseVideoCsv(text: string): VideoInputResult {
  const rows = readCsvRows(text).map(({ line, fields }) =>
    fields.length > 1
      ? { line, category: fields[0]!.trim(), input: fields[1]!.trim() }
      : { line, category: '', input: fields[0]!.trim() },
  );
  const hasHeader = rows.length > 1 && !parseVideoRef(rows[0]!.input);
  return collect(hasHeader ? rows.slice(1) : rows);
}

/** docs/product.md §9: the import template users download. */
export const VIDEO_CSV_FILE = 'video_import_template.csv';
export const VIDEO_CSV_HEADER = "category,link or video's ID";
