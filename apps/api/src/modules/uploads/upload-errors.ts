import { ErrorCodes } from '@inventory/contracts';
import { AppError, EntityNotFoundError, ValidationError } from '../../errors/app-errors.ts';

/** A signed file URL that was tampered with, made for another method or file, or has expired (403). */
export class UploadLinkError extends AppError {
  readonly status = 403;
  constructor() {
    super(ErrorCodes.Forbidden, 'errors:UploadSignatureInvalid');
  }
}

/** 404 naming a stored file. */
export const fileNotFound = (fileName: string) => new EntityNotFoundError('File', fileName);

export function contentTypeNotAllowed(contentType: string, allowed: readonly string[]): ValidationError {
  return new ValidationError([
    {
      key: 'errors:UploadContentTypeNotAllowed',
      params: { contentType, allowed },
      members: ['contentType'],
    },
  ]);
}

export function contentTypeMismatch(contentType: string): ValidationError {
  return new ValidationError([
    { key: 'errors:UploadContentTypeMismatch', params: { contentType }, members: ['contentType'] },
  ]);
}

export function fileTooLarge(max: number): ValidationError {
  return new ValidationError([{ key: 'errors:UploadTooLarge', params: { max }, members: ['file'] }]);
}
