import { DAILY_CAP, PACING_SECONDS } from '@core/api/limits';
import type { Settings, UpdateSettingsBody } from '@core/api/settings.schema';
import type { Config } from '@server/config';
import type { Db } from '@server/db/database';
import * as repo from './settings.repository';
import { markPlanStale } from '../calendar/calendar.repository';

interface Deps {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
}

/** The posting settings the engine reads; a workspace that never saved any has the defaults. */
export async function postingSettings(db: Db, workspaceId: string) {
  const row = await repo.findSettings(db, workspaceId);
  return {
    pacingSeconds: row?.pacingSeconds ?? PACING_SECONDS.default,
    dailyCapPerChannel: row?.dailyCapPerChannel ?? DAILY_CAP.default,
    pauseAll: row?.pauseAll ?? false,
    pauseHiddenChannels: row?.pauseHiddenChannels ?? true,
  };
}

export async function getSettings(deps: Deps, workspaceId: string): Promise<Settings> {
  return {
    customDomain: deps.config.publicUrl?.host ?? null,
    ...(await postingSettings(deps.db, workspaceId)),
  };
}

/** Only the fields sent change. */
export async function updateSettings(deps: Deps, workspaceId: string, body: UpdateSettingsBody) {
  const current = await postingSettings(deps.db, workspaceId);
  await repo.saveSettings(deps.db, { workspaceId, ...current, ...body });
  await markPlanStale(deps.db, workspaceId);
  return getSettings(deps, workspaceId);
}
