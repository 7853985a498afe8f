import { useCallback, useState } from 'react';
import type { LaunchBody } from '@core/api/batches.schema';
import { batchTotal, FREQUENCY, type PlanChoice } from '@core/posting/plan';
import { parseIds, readStorage, STORAGE_KEYS, writeStorage } from '@web/lib/storage';

/** Free typing in single mode: no template. */
export const FREE_TYPE = '';

const storedVideos = () => new Set(parseIds(readStorage(STORAGE_KEYS.launchVideos)));

/**
 * Everything chosen on /launch (docs/product.md §3 "template selection"): channels, videos (kept in
 * this browser), and free text, one template, or several with frequencies.
 */
export function useLaunchSelection() {
  const [accounts, setAccounts] = useState<ReadonlySet<string>>(new Set());
  const [videos, setVideosState] = useState<ReadonlySet<string>>(storedVideos);
  const [multi, setMultiState] = useState(false);
  const [templateId, setTemplateIdState] = useState(FREE_TYPE);
  const [text, setText] = useState('');
  const [frequencies, setFrequencies] = useState<ReadonlyMap<string, number>>(new Map());

  const setVideos = useCallback((next: (current: ReadonlySet<string>) => ReadonlySet<string>) => {
    setVideosState((current) => {
      const value = next(current);
      writeStorage(STORAGE_KEYS.launchVideos, JSON.stringify([...value]));
      return value;
    });
  }, []);

  return {
    accounts,
    setAccounts,
    videos,
    setVideos,
    multi,
    /** docs/product.md §4: turning multiple templates off clears the chosen templates. */
    setMulti: (on: boolean) => {
      setMultiState(on);
      if (!on) setFrequencies(new Map());
    },
    templateId,
    /** docs/product.md §4: choosing free type clears the template and the text. */
    setTemplateId: (id: string) => {
      setTemplateIdState(id);
      if (id === FREE_TYPE) setText('');
    },
    text,
    setText,
    frequencies,
    /** docs/product.md §4: ticking a template adds it with frequency 1; unticking removes it. */
    toggleTemplate: (id: string) =>
      setFrequencies((current) => {
        const next = new Map(current);
        if (next.has(id)) next.delete(id);
        else next.set(id, FREQUENCY.default);
        return next;
      }),
    setFrequency: (id: string, frequency: number) =>
      setFrequencies((current) => new Map(current).set(id, frequency)),
    clearTemplates: () => setFrequencies(new Map()),
    /**
     * After a batch is confirmed: nothing stays chosen, so Post Comments cannot send the same
     * batch again by accident. Multiple-template mode is a way of working, and stays.
     */
    reset: () => {
      setAccounts(new Set());
      setVideos(() => new Set());
      setTemplateIdState(FREE_TYPE);
      setText('');
      setFrequencies(new Map());
    },
  };
}
export type LaunchSelection = ReturnType<typeof useLaunchSelection>;

/** The request body for this selection. */
export function toLaunchBody(selection: LaunchSelection): LaunchBody {
  return {
    accountIds: [...selection.accounts],
    videoIds: [...selection.videos],
    ...(selection.multi
      ? {
          mode: 'multi',
          templates: [...selection.frequencies].map(([id, frequency]) => ({ id, frequency })),
        }
      : selection.templateId !== FREE_TYPE
        ? { mode: 'single', templateId: selection.templateId }
        : { mode: 'single', text: selection.text }),
  };
}

/** docs/product.md §5: the comments this selection makes, for the summary (texts do not count). */
export function launchTotal(selection: LaunchSelection) {
  const choice: PlanChoice = selection.multi
    ? {
        mode: 'multi',
        templates: [...selection.frequencies].map(([id, frequency]) => ({
          id,
          frequency,
          content: '',
        })),
      }
    : selection.templateId !== FREE_TYPE
      ? { mode: 'single', template: { id: selection.templateId, content: '' } }
      : { mode: 'single', text: selection.text };
  return batchTotal(selection.accounts.size, selection.videos.size, choice).total;
}
