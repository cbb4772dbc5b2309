import { uploadMaxBytes } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import { maxSkuImages, selectImages, sizeParts } from './image-files.ts';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('selectImages', () => {
  it('accepts PNG, JPEG and WebP within the size limit', () => {
    const files = [file('a.png', 'image/png'), file('b.jpg', 'image/jpeg'), file('c.webp', 'image/webp')];
    expect(selectImages(files, maxSkuImages)).toEqual({ accepted: files, rejected: [] });
  });

  it('refuses other types, PDF included (the upload contract takes PDF, a SKU image does not)', () => {
    const result = selectImages(
      [file('a.pdf', 'application/pdf'), file('b.gif', 'image/gif'), file('c', '')],
      5,
    );
    expect(result.accepted).toEqual([]);
    expect(result.rejected.map((r) => r.reason)).toEqual(['wrongType', 'wrongType', 'wrongType']);
  });

  it('refuses a file over the upload limit, accepts one exactly at it', () => {
    const atLimit = file('ok.png', 'image/png', uploadMaxBytes);
    const over = file('big.png', 'image/png', uploadMaxBytes + 1);
    expect(selectImages([atLimit, over], 5)).toEqual({
      accepted: [atLimit],
      rejected: [{ reason: 'tooLarge', name: 'big.png', size: uploadMaxBytes + 1 }],
    });
  });

  it('keeps the earlier files when there is not room for all, naming the ones left out', () => {
    const files = ['1', '2', '3', '4'].map((n) => file(`${n}.png`, 'image/png'));
    expect(selectImages(files, 2)).toEqual({
      accepted: files.slice(0, 2),
      rejected: [{ reason: 'tooMany', name: '3.png, 4.png', room: 2 }],
    });
    expect(selectImages(files.slice(0, 1), 0).rejected).toEqual([{ reason: 'full', name: '1.png' }]);
  });
});

describe('sizeParts', () => {
  it('names bytes, kilobytes and megabytes with one decimal at most', () => {
    expect(sizeParts(512)).toEqual({ value: 512, unit: 'bytes' });
    expect(sizeParts(1536)).toEqual({ value: 1.5, unit: 'kilobytes' });
    expect(sizeParts(uploadMaxBytes)).toEqual({ value: 10, unit: 'megabytes' });
    expect(sizeParts(uploadMaxBytes + 1)).toEqual({ value: 10, unit: 'megabytes' });
  });
});
