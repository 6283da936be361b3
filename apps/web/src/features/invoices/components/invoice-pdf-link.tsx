import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type InvoicePdfLinkProps = { number: string; externalUrl: string; variant?: 'light' | 'filled' };

/** The server sends the PDF as an attachment named after the invoice number; the link is signed, no header needed. */
export function InvoicePdfLink({ number, externalUrl, variant = 'light' }: InvoicePdfLinkProps) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={externalUrl}
      download={`${number}.pdf`}
      variant={variant}
      mih={48}
      leftSection={<IconFileTypePdf aria-hidden size={20} />}
      aria-label={t('invoices.downloadPdfOf', { number })}
      onClick={(event) => event.stopPropagation()}
    >
      {t('invoices.downloadPdf')}
    </Button>
  );
}
