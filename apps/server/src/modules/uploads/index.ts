// The uploads module's public file: what other code may import from it (docs/architecture.md#modules).
export { cleanImage, type CleanImage, cleanUpload, refuseImage } from './clean-image';
export { contentTypeOfPath } from './image-type';
export { IMAGE_USES } from './image-uses';
export { readStoredImage, removeStoredImage, storeImage } from './store-image';
export { buildUploadUrl, readUploadToken, UPLOAD_TOKEN_LIFETIME_SECONDS } from './upload-token';
