import { useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import type { Batch, BatchPreview, LaunchBody, VideoCheck } from '@core/api/batches.schema';
import { errorText } from '@web/lib/error-text';
import { browserTimeZone } from '@web/lib/week';
import { useCheckVideos } from '../api/check-videos';
import { useCreateBatch } from '../api/create-batch';
import { usePreviewBatch } from '../api/preview-batch';

/** What the confirmation shows, and exactly what Confirm sends. */
export interface Confirmation {
  /** The selection as chosen, every video in it. */
  chosen: LaunchBody;
  /** What Confirm sends: the chosen videos, less the unavailable ones unless kept. */
  body: LaunchBody;
  /** Missing when no video is left to post on. */
  preview?: BatchPreview;
  /** Missing when YouTube could not be asked; `checkError` says why. */
  check?: VideoCheck;
  checkError?: string;
  leaveOut: boolean;
}

const unavailableIds = (check?: VideoCheck) =>
  new Set([...(check?.commentsDisabled ?? []), ...(check?.notFound ?? [])].map((v) => v.videoId));

/**
 * Post Comments, then the confirmation (docs/responsible-use.md §1): the chosen videos are checked
 * with YouTube first, so the ones with comments turned off or gone can be left out (they are,
 * unless the user keeps them), and the preview is of what would really be sent.
 */
export function useLaunchConfirmation() {
  const { t } = useTranslation();
  const check = useCheckVideos();
  const preview = usePreviewBatch();
  const create = useCreateBatch();
  const [confirmation, setConfirmation] = useState<Confirmation>();

  const previewOf = async (
    chosen: LaunchBody,
    check: VideoCheck | undefined,
    leaveOut: boolean,
  ) => {
    const unavailable = unavailableIds(check);
    const videoIds = leaveOut
      ? chosen.videoIds.filter((id) => !unavailable.has(id))
      : chosen.videoIds;
    const body = { ...chosen, videoIds };
    return { body, preview: videoIds.length ? await preview.mutateAsync(body) : undefined };
  };

  /** Throws what the preview refused (the caller explains it); a failed check only warns. */
  const open = async (selection: LaunchBody) => {
    // The plan's days are the user's dates; a start is chosen on the user's clock.
    const chosen = { ...selection, timeZone: browserTimeZone() };
    let result: VideoCheck | undefined;
    let checkError: string | undefined;
    try {
      result = await check.mutateAsync(chosen.videoIds);
    } catch (error) {
      checkError = errorText(t, error);
    }
    const shown = await previewOf(chosen, result, true);
    setConfirmation({ chosen, check: result, checkError, leaveOut: true, ...shown });
  };

  /** docs/schedules.md §1: at once (undefined) or at an instant to come; the plan follows. */
  const setStart = async (startAt: string | undefined) => {
    if (!confirmation) return;
    const chosen = { ...confirmation.chosen, startAt };
    const shown = await previewOf(chosen, confirmation.check, confirmation.leaveOut);
    setConfirmation({ ...confirmation, chosen, ...shown });
  };

  const setLeaveOut = async (leaveOut: boolean) => {
    if (!confirmation) return;
    // The box follows the click at once; Confirm waits for the new preview.
    setConfirmation({ ...confirmation, leaveOut });
    try {
      const shown = await previewOf(confirmation.chosen, confirmation.check, leaveOut);
      setConfirmation({ ...confirmation, leaveOut, ...shown });
    } catch (error) {
      setConfirmation(confirmation);
      throw error;
    }
  };

  const confirm = async (): Promise<Batch> => {
    const batch = await create.mutateAsync(confirmation!.body);
    setConfirmation(undefined);
    return batch;
  };

  return {
    confirmation,
    open,
    setLeaveOut,
    setStart,
    confirm,
    close: () => setConfirmation(undefined),
    opening: check.isPending || preview.isPending,
    creating: create.isPending,
  };
}
