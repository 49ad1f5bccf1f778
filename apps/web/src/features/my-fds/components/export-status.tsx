import { useTranslation } from 'react-i18next';
import type { ExportProgress } from '../api.ts';

/** Megabytes in the reader's language ("12,5 Mo" in French, "12.5 MB" in English). */
function megabytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1_000_000);
}

/**
 * How far an export is, announced to screen readers as it goes: "preparing" until the server sends its first bytes
 * (the workbook is built first), then the share received when the size is known, else the megabytes received (a
 * zip is streamed without a size).
 */
export function ExportStatus({ active, progress }: { active: boolean; progress: ExportProgress | null }) {
  const { t, i18n } = useTranslation('my-fds');
  let text: string;
  if (!active) text = '';
  else if (!progress?.received) text = t('export.preparing');
  else if (progress.total) text = t('export.receivedShare', { percent: Math.floor((100 * progress.received) / progress.total) });
  else text = t('export.received', { size: megabytes(progress.received, i18n.language) });
  return (
    <span className="my-fds__export-status" role="status" aria-live="polite">
      {text}
    </span>
  );
}
