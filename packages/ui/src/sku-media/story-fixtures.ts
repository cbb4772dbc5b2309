import { ApiError, createApiClient, endpoints } from '@inventory/contracts';
import type { LabelSku } from './label-sheet-layout.ts';
import type { UploadFile } from './upload-file-type.ts';

/** Story-only: small PNG pictures (32 × 32 checkerboards), base64. */
const pngs = {
  apple:
    'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAOUlEQVR42mM4oaGBFX2oSMGKSFXPMGrBqAVDwAJqGYRL/agFoxYMBQtGi4pRC0YtGK0PRi0YtQCIAPIQyEyznaAuAAAAAElFTkSuQmCC',
  pear: 'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAOklEQVR42mOoWKWBFZ24U4EVkaqeYdSCUQuGgAXUMgiX+lELRi0YChaMFhWjFoxaMFofjFowagEQAQB2aMxbLtznFwAAAABJRU5ErkJggg==',
  plum: 'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAOUlEQVR42mOI0ujBihbkncCKSFXPMGrBqAVDwAJqGYRL/agFoxYMBQtGi4pRC0YtGK0PRi0YtQCIAOXjyEwHcNgJAAAAAElFTkSuQmCC',
};
export type PictureName = keyof typeof pngs;

/** Story-only: a PNG file as a person would choose it. */
export function pngFile(name: PictureName, fileName = `${name}.png`): File {
  const bytes = Uint8Array.from(atob(pngs[name]), (c) => c.charCodeAt(0));
  return new File([bytes], fileName, { type: 'image/png' });
}

/** Story-only: an image URL already stored with a SKU (a data URL, so the screenshot never waits on a network). */
export const storedImage = (name: PictureName) => `data:image/png;base64,${pngs[name]}`;

/**
 * Story-only: the app's upload over the MSW mocks — upload-result, then the PUT to the signed URL. fetch here (the
 * app's XMLHttpRequest PUT and its progress are unit-tested in apps/web), so progress is reported when sent.
 */
export function mockUpload(): UploadFile {
  const client = createApiClient();
  return async (file, onProgress, signal) => {
    const { signedUrl, downUrl } = await client.call(endpoints.upload.uploadResult, {
      query: { FileName: file.name, ContentType: file.type },
      signal,
    });
    onProgress(0.5);
    const answer = await fetch(signedUrl, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': file.type },
      signal,
    });
    if (!answer.ok) {
      throw new ApiError({ status: answer.status, body: await answer.text(), headers: answer.headers });
    }
    onProgress(1);
    return downUrl;
  };
}

/** Story-only: an upload that stops at `fraction` and waits until it is aborted (the uploading state). */
export function stalledUpload(fraction: number): UploadFile {
  return (_file, onProgress, signal) =>
    new Promise((_resolve, reject) => {
      onProgress(fraction);
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
}

const names = [
  ['Red apple', 'kg'],
  ['Green pear', 'kg'],
  ['Plum jam 250 g', 'jar'],
  ['Orange juice 1 L', 'bottle'],
  ['Whole milk 1 L', 'carton'],
  ['Rye bread', 'loaf'],
] as const;

/** Story-only: `count` SKUs to print labels for (codes as the server generates them). */
export function labelSkus(count: number): LabelSku[] {
  return Array.from({ length: count }, (_, i) => {
    const [name, unit] = names[i % names.length]!;
    return {
      id: `sku-${i + 1}`,
      name: `${name} #${i + 1}`,
      code: `SKU${String(i + 1).padStart(6, '0')}`,
      unit,
    };
  });
}

/** Story-only: a SKU with Chinese data and a long name (wraps on the label). */
export const chineseSku: LabelSku = {
  id: 'sku-zh',
  name: '有机红富士苹果（特级，产地直供，五公斤装礼盒）',
  code: 'SP20261123001',
  unit: '箱',
};
