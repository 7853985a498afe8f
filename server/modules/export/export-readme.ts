import type { ExportCounts } from '@core/api/export.schema';
import { formatNumber } from '@core/format/number';
import type { Language } from '@core/languages';
import { tFor } from '@server/i18n/catalogue';

type Count = keyof ExportCounts;
const ORDER: Count[] = ['videos', 'categories', 'templates', 'batches', 'comments'];

/** The zip's README.txt, in the language of the one who asked for it (`exportReadme.*`). */
export function exportReadme(language: Language, counts: ExportCounts) {
  const t = tFor(language);
  const files = ORDER.map(
    (name) =>
      `- ${name}.json, ${name}.csv (${formatNumber(counts[name], language)}): ${t(`exportReadme.file.${name}`)}`,
  );
  return [
    t('exportReadme.title'),
    '',
    t('exportReadme.intro'),
    '',
    ...files,
    '',
    t('exportReadme.noteTimes'),
    t('exportReadme.noteSecrets'),
    '',
  ].join('\r\n');
}
