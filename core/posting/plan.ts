/** docs/product.md §9: a template's frequency is 1 to 100, default 1. */
export const FREQUENCY = { min: 1, max: 100, default: 1 } as const;
/** One batch holds at most this many comments (a larger plan is refused, nothing created). */
export const BATCH_MAX = 100_000;

export interface PlanTemplate {
  id: string;
  content: string;
  frequency: number;
}

/** What the user chose on /launch. */
export type PlanChoice =
  | { mode: 'single'; text?: string; template?: { id: string; content: string } }
  | { mode: 'multi'; templates: readonly PlanTemplate[] };

export interface PlanItem {
  content: string;
  templateId: string | null;
}

/**
 * The comments each channel posts on each video (docs/product.md §5). Single: the chosen template,
 * else the typed text (blank text is nothing). Multiple: each template `frequency` times, cycling
 * through the templates (a, b, c, a, b, ...) so one text does not come several times in a row.
 */
export function itemsPerPair(choice: PlanChoice): PlanItem[] {
  if (choice.mode === 'single') {
    if (choice.template)
      return [{ content: choice.template.content, templateId: choice.template.id }];
    const text = choice.text?.trim();
    return text ? [{ content: text, templateId: null }] : [];
  }
  const items: PlanItem[] = [];
  const rounds = Math.max(0, ...choice.templates.map((t) => t.frequency));
  for (let round = 0; round < rounds; round++) {
    for (const template of choice.templates) {
      if (template.frequency > round)
        items.push({ content: template.content, templateId: template.id });
    }
  }
  return items;
}

/** docs/product.md §5: total = accounts × videos × comments per pair. */
export function batchTotal(accounts: number, videos: number, choice: PlanChoice) {
  const perPair =
    choice.mode === 'multi'
      ? choice.templates.reduce((sum, t) => sum + Math.max(0, t.frequency), 0)
      : itemsPerPair(choice).length;
  return { perPair, total: accounts * videos * perPair };
}

export interface PlannedComment extends PlanItem {
  accountId: string;
  videoId: string;
  /** The order to post in: within one channel, video after video. */
  position: number;
}

/** Every comment of the batch, in posting order. */
export function planBatch(
  accountIds: string[],
  videoIds: string[],
  choice: PlanChoice,
): PlannedComment[] {
  const items = itemsPerPair(choice);
  const planned: PlannedComment[] = [];
  for (const item of items) {
    for (const videoId of videoIds) {
      for (const accountId of accountIds) {
        // A literal, not a spread: one object shape, several times faster for 100,000 rows.
        planned.push({
          content: item.content,
          templateId: item.templateId,
          accountId,
          videoId,
          position: planned.length,
        });
      }
    }
  }
  return planned;
}

/**
 * A text going to more videos than this is worth a second look before posting
 * (docs/responsible-use.md §1).
 */
export const SPREAD_WARNING = 10;

/**
 * docs/responsible-use.md §1 warnings for the confirmation: a channel commenting more than once on
 * one video, and one text going to many videos.
 */
export function planWarnings(videoCount: number, choice: PlanChoice) {
  const items = itemsPerPair(choice);
  return {
    /** How many comments each channel leaves on each video, when more than one. */
    repeatsPerVideo: items.length > 1 ? items.length : 0,
    /** Every text goes to every chosen video: named when that is many. */
    widelyUsedTexts: videoCount > SPREAD_WARNING ? [...new Set(items.map((i) => i.content))] : [],
  };
}
