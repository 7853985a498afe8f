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

/** The posting settings the engine reads; a user who never saved any has the defaults. */
export async function postingSettings(db: Db, userId: string) {
  const row = await repo.findSettings(db, userId);
  return {
    pacingSeconds: row?.pacingSeconds ?? PACING_SECONDS.default,
    dailyCapPerChannel: row?.dailyCapPerChannel ?? DAILY_CAP.default,
    pauseAll: row?.pauseAll ?? false,
    pauseHiddenChannels: row?.pauseHiddenChannels ?? true,
  };
}

export async function getSettings(deps: Deps, userId: string): Promise<Settings> {
  return {
    customDomain: deps.config.publicUrl?.host ?? null,
    ...(await postingSettings(deps.db, userId)),
  };
}

/** Only the fields sent change. */
export async function updateSettings(deps: Deps, userId: string, body: UpdateSettingsBody) {
  const current = await postingSettings(deps.db, userId);
  await repo.saveSettings(deps.db, { userId, ...current, ...body });
  await markPlanStale(deps.db, userId);
  return getSettings(deps, userId);
}
