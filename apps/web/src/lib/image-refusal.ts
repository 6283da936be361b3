import { isImageRefusal, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, type ImageRefusal } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { GraphQLRequestError } from './graphql-errors';

/** Why the server refused an uploaded picture (the `reason` of its BAD_USER_INPUT), or null for any other error. */
export function imageRefusalOf(error: unknown): ImageRefusal | null {
  if (!(error instanceof GraphQLRequestError)) return null;
  for (const item of error.errors) {
    const extensions: Record<string, unknown> = item.extensions ?? {};
    if (isImageRefusal(extensions.reason)) return extensions.reason;
  }
  return null;
}

/** The refusal of a picture in the operator's language (the server's own message is English); null for other errors. */
export function useImageRefusalText(): (error: unknown) => string | null {
  const { t } = useTranslation();
  return (error) => {
    const reason = imageRefusalOf(error);
    return reason === null
      ? null
      : t(`imageUpload.${reason}`, {
          megabytes: MAX_IMAGE_BYTES / (1024 * 1024),
          megapixels: MAX_IMAGE_PIXELS / 1_000_000,
        });
  };
}
