import { lazy, Suspense, useRef, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEverTrue } from '../../../lib/use-ever-true';
import { useUploadOrderFile } from '../api/upload-order-file';

// Downloaded at the first failed upload (docs/web.md#fast-first-load).
const PhotoUploadFailure = lazy(() =>
  import('./photo-upload-failure').then((module) => ({ default: module.PhotoUploadFailure })),
);

type PhotoUploadButtonProps = { cartId: number; displayId: string };

/** The camera button: takes or picks a photo; a successful upload moves the order to Completed. */
export function PhotoUploadButton({ cartId, displayId }: PhotoUploadButtonProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadOrderFile();
  const [failed, setFailed] = useState(false);
  const failureUsed = useEverTrue(failed);

  function send(file: File | undefined) {
    if (!file) return;
    upload.mutate({ cartId, file }, { onError: () => setFailed(true) });
  }

  return (
    <>
      <ActionIcon
        variant="filled"
        color="dark"
        aria-label={t('orders.uploadPhoto', { displayId })}
        loading={upload.isPending}
        onClick={(event) => {
          event.stopPropagation();
          input.current?.click();
        }}
      >
        <IconCamera aria-hidden />
      </ActionIcon>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid={`photo-input-${cartId}`}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          send(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      {failureUsed ? (
        <Suspense fallback={null}>
          <PhotoUploadFailure opened={failed} error={upload.error} onClose={() => setFailed(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
