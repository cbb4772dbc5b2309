import { uploadContentTypes, type UploadContentType } from '@inventory/contracts';

/** File extension per allowed content type: the stored name's extension fixes what the file is served as. */
const extensions: Record<UploadContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The allowed content type named by a header value (parameters and case ignored), or undefined. */
export function allowedContentType(header: string | undefined): UploadContentType | undefined {
  const bare = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return uploadContentTypes.find((type) => type === bare);
}

export function extensionOf(contentType: UploadContentType): string {
  return extensions[contentType];
}

/** The content type of a stored file name's extension, or undefined. */
export function contentTypeOfFile(fileName: string): UploadContentType | undefined {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return uploadContentTypes.find((type) => extensions[type] === extension);
}
