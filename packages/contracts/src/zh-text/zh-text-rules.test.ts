import { describe, expect, it } from 'vitest';
import { zhTextProblems } from './zh-text-rules.ts';

describe('zhTextProblems (glossary-zh.md as a check)', () => {
  it.each([
    ['单据 {number} 处于Finish状态', 'English word "Finish"'],
    ['此租户未启用功能 Inventory.Warehouse', 'English word "Inventory"'],
    ['编码为“{code}”的 SKU 已存在。', 'English word "SKU"'],
    ['错误代码: ', 'ASCII punctuation ":" in Chinese (use the full-width form)'],
    ['甲, 乙', 'ASCII punctuation "," in Chinese (use the full-width form)'],
    ['您的请求无效!', 'ASCII punctuation "!" in Chinese (use the full-width form)'],
    ['请运行 “build”', 'space before “'],
    ['请先调拨或报废后再删除。', '"报废" (glossary: 报损)'],
    ['请重新加载后再修改。', '"重新加载" (glossary: 刷新)'],
    ['库存后台 – 库存管理', '"–" (glossary: - or 至 (no en dash))'],
    ['删除成功！', '"！" (glossary: 。)'],
  ])('%s → %s', (text, problem) => {
    expect(zhTextProblems(text)).toContain(problem);
  });

  it.each([
    '第 {{from}}-{{to}} 条，共 {{total}} 条',
    '金额必须小于 10,000,000.00。',
    '未找到该仓库（ID：42），可能已被删除。',
    '只能上传：PNG 图片、PDF 文件。',
    '按 F2 编辑，打印在 A4 纸上，颜色如 #2f855a。',
    '“{feature}”功能的值只能是 True 或 False。',
  ])('accepts %s', (text) => {
    expect(zhTextProblems(text)).toEqual([]);
  });
});
