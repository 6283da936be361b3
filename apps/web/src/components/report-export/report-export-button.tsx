import { useState } from 'react';
import { Button } from '@mantine/core';
import { PLATFORMS } from '@comptoir/domain';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../ui/notify';
import { ReportReadyModal } from '../report-filter-bar/report-ready-modal';
import { useReportExport, type ReportExportFilters, type ReportExportKind, type ReportFile } from './api/export-report';
import { downloadFile } from './download-file';
import { periodOfRange, type ExportPeriod } from './period-of-range';

// A link is signed for 10 minutes; one about to lapse is asked for again rather than handed to the browser to fail.
const LINK_MARGIN_MS = 15_000;

type ReportExportButtonProps = {
  kind: ReportExportKind;
  /** The report's current filters; the period defaults to how the range reads (a week, a month…). */
  filters: Omit<ReportExportFilters, 'period'> & { period?: ExportPeriod };
};

type Ready = { file: ReportFile; filters: ReportExportFilters };

/**
 * The export button of a report screen (docs/screens.md#report-filter-bar): asks for the file, then offers it in the
 * "report ready" modal.
 */
export function ReportExportButton({ kind, filters }: ReportExportButtonProps) {
  const { t } = useTranslation();
  const exportReport = useReportExport(kind);
  const [ready, setReady] = useState<Ready | null>(null);

  // The product only logs export failures (docs/product.md#errors-and-messages); a short notification tells the
  // operator why nothing happened.
  const showFailure = (error: unknown) => notifyFailure(error, t, t('reportExport.failed'));

  const request = (sent: ReportExportFilters) =>
    exportReport.mutateAsync(sent).then(
      (file) => {
        setReady({ file, filters: sent });
        return file;
      },
      (error: unknown) => {
        showFailure(error);
        return null;
      },
    );

  const download = async () => {
    if (!ready) return;
    const fresh =
      Date.parse(ready.file.expiresAt) - Date.now() > LINK_MARGIN_MS ? ready.file : await request(ready.filters);
    if (!fresh) return;
    downloadFile(fresh.url, fresh.fileName);
    setReady(null);
  };

  return (
    <>
      <Button
        size="md"
        variant="light"
        leftSection={<IconFileSpreadsheet aria-hidden />}
        loading={exportReport.isPending && ready === null}
        onClick={() => void request({ ...filters, period: filters.period ?? periodOfRange(filters) })}
      >
        {t('reportExport.export')}
      </Button>
      {ready ? (
        <ReportReadyModal
          opened
          onClose={() => setReady(null)}
          period={ready.filters}
          stores={ready.file.stores}
          platforms={ready.filters.platforms.map((code) => PLATFORMS[code].label)}
          onDownload={() => void download()}
          downloading={exportReport.isPending}
        />
      ) : null}
    </>
  );
}
