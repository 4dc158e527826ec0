import { DATA_EXPORT_HOURS, type DataExportFile, type DataExportStatus } from '@shop/shared/privacy.schema';
import { Download, FileDown } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useFormatLocale, useMessages, useT, type MessageKey } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { useDataExport, useDownloadDataExportFile, useRequestDataExport } from '../api/data-export';

/** The section's id: the 'Your data is ready' mail links to it. */
export const YOUR_DATA_ANCHOR = 'your-data';

const FILES: { file: DataExportFile; label: MessageKey }[] = [
  { file: 'json', label: 'privacy.data.json' },
  { file: 'csv', label: 'privacy.data.csv' },
];

/**
 * The profile's 'Your data': a copy of everything the shop holds about the account, asked for
 * here, prepared in the background and mailed when ready; then each of its two files downloads
 * once, within 24 hours. It shows where the latest copy is: none, being prepared, ready,
 * downloaded or expired.
 */
export function YourDataSection() {
  useMessages('account');
  const t = useT();
  const headingId = useId();
  const status = useDataExport();
  const request = useRequestDataExport();
  // Asked here: a refused download refetches the copy's state, and a copy that expired meanwhile
  // takes the files' place before the refusal is said.
  const download = useDownloadDataExportFile();

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success(t('privacy.data.asked')),
      onError: (error) => toast.error(apiErrorDetail(error) ?? t('privacy.data.askFailed')),
    });

  return (
    <section id={YOUR_DATA_ANCHOR} aria-labelledby={headingId} className="scroll-mt-24 rounded-xl border border-line bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-xl">
        {t('privacy.data.title')}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {t('privacy.data.intro')} {t('privacy.data.rule', { hours: DATA_EXPORT_HOURS })}
      </p>
      <div className="mt-4">
        <QueryStates
          query={status}
          loading={<SkeletonRows label={t('privacy.data.loading')} className="space-y-2" rows={1} rowClassName="h-12 rounded-lg" />}
          failed={t('privacy.data.loadFailed')}
        >
          {(current) => <ExportState status={current} asking={request.isPending} onAsk={ask} download={download} />}
        </QueryStates>
      </div>
    </section>
  );
}

type Download = ReturnType<typeof useDownloadDataExportFile>;

function ExportState({
  status,
  asking,
  onAsk,
  download,
}: {
  status: DataExportStatus;
  asking: boolean;
  onAsk: () => void;
  download: Download;
}) {
  const t = useT();
  const locale = useFormatLocale();
  const askButton = (label: string) => (
    <Button variant="secondary" size="sm" onClick={onAsk} disabled={asking}>
      <FileDown aria-hidden="true" className="size-4" />
      {asking ? t('privacy.data.asking') : label}
    </Button>
  );
  const when = (value: string | null) => formatDate(value, 'localDateTime', '', locale);

  switch (status.state) {
    case 'none':
      return (
        <div className="space-y-3">
          <p className="text-sm">{t('privacy.data.none')}</p>
          {askButton(t('privacy.data.download'))}
        </div>
      );
    case 'preparing':
      return (
        <p role="status" className="text-sm">
          {t('privacy.data.preparing', { since: when(status.requestedAt) })}
        </p>
      );
    case 'ready':
      return <ReadyFiles status={status} download={download} />;
    case 'downloaded':
      return (
        <div className="space-y-3">
          <p className="text-sm">{t('privacy.data.downloaded')}</p>
          {askButton(t('privacy.data.askNew'))}
        </div>
      );
    case 'expired':
      return (
        <div className="space-y-3">
          <p className="text-sm">{t('privacy.data.expired', { day: when(status.expiresAt) })}</p>
          {askButton(t('privacy.data.askNew'))}
        </div>
      );
  }
}

function ReadyFiles({ status, download }: { status: DataExportStatus; download: Download }) {
  const t = useT();
  const locale = useFormatLocale();
  const id = status._id!;
  return (
    <div className="space-y-3">
      <p className="text-sm">{t('privacy.data.ready', { until: formatDate(status.expiresAt, 'localDateTime', '', locale) })}</p>
      <ul className="flex flex-wrap gap-2" aria-label={t('privacy.data.files')}>
        {FILES.map(({ file, label }) => {
          const taken = status.downloaded[file];
          return (
            <li key={file}>
              <Button
                variant="secondary"
                size="sm"
                disabled={taken !== null || (download.isPending && download.variables.file === file)}
                onClick={() =>
                  download.mutate(
                    { id, file },
                    { onError: (error) => toast.error(apiErrorDetail(error) ?? t('privacy.data.downloadFailed')) },
                  )
                }
              >
                <Download aria-hidden="true" className="size-4" />
                {taken ? t('privacy.data.fileDownloaded', { file: t(label) }) : t(label)}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
