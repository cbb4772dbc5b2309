// The glossary (shared/docs/glossary-zh.md) as a machine check, shared by the ui resources test and the server
// catalogue test so that a text breaking it fails wherever it lives. Only tests import this module.

/** Latin words a Chinese text may carry: names of things that have no Chinese name in the trade. */
export const zhAllowedLatin: readonly string[] = [
  'API', // the programming interface, written so in Chinese software
  'JSON', // a wire format named in messages to API callers
  'ID', // 编号 would clash with document numbers (单据编号)
  'English', // a language's own name in the language switcher
  'asc', // the sort directions an API caller types in Sorting
  'desc',
  'True', // the feature values an API caller sends
  'False',
  'PNG', // file formats, named so on every Chinese upload form
  'JPEG',
  'WebP',
  'PDF',
  'CSV',
  'Excel',
  'KB', // file sizes, written so in every Chinese upload limit
  'MB',
];

/** Terms the glossary replaces: `term` must not appear, `use` is what the glossary says instead. */
export const zhDeniedTerms: readonly { term: string; use: string }[] = [
  { term: '报废', use: '报损' },
  { term: '报损出库', use: '报损' },
  { term: '主机', use: '宿主' },
  { term: '电子邮箱', use: '邮箱' },
  { term: '电子邮件', use: '邮箱' },
  { term: '邮件地址', use: '邮箱' },
  { term: '邮箱地址', use: '邮箱' },
  { term: '创建', use: '新建' },
  { term: '此字段是必填项', use: '此项为必填项' },
  { term: '此字段为必填', use: '此项为必填项' },
  { term: '重新加载', use: '刷新' },
  { term: '过期日期', use: '到期日期' },
  { term: '静态角色', use: '系统内置角色' },
  { term: '非字母数字', use: '特殊字符' },
  { term: '库存后台', use: '进销存' },
  { term: '库存管理系统', use: '进销存' },
  { term: '单位配置', use: '商品/单位' },
  { term: '审计日志', use: '操作日志' },
  { term: '发票', use: '采购单 / 销售单' },
  { term: '实体', use: 'the thing by its name (仓库, 商品…)' },
  { term: '组件', use: '子件' },
  { term: '–', use: '- or 至 (no en dash)' },
  { term: '—', use: '，or 至 (no em dash)' },
  { term: '！', use: '。' },
];

const han = /[\u3400-\u9fff\uf900-\ufaff]/;
const placeholder = /\{\{\s*[\w.]+\s*\}\}|\{[\w.]+\}/g;
const latinRun = /[A-Za-z]+/g;
// A token mixing letters and digits is a code or a value (A4, F2, #2f855a), not an English word.
const codeToken = /#?[A-Za-z]*\d[A-Za-z0-9]*/g;
// ASCII punctuation that has a full-width form in a Chinese sentence (，。：；？！（）“”).
// A point or comma inside a number (0.5, 10,000) or a dotted name is not one.
const asciiPunctuation = /[!"'():;?[\]]|(?<![A-Za-z0-9])\.|\.(?![A-Za-z0-9])|(?<!\d),|,(?!\d)/g;

/** What is wrong with one Chinese text (a template or a rendered message); empty when it follows the glossary. */
export function zhTextProblems(text: string): string[] {
  const problems: string[] = [];
  const bare = text.replace(placeholder, '\u2060');
  for (const word of new Set(bare.replace(codeToken, '0').match(latinRun) ?? []))
    if (!zhAllowedLatin.includes(word)) problems.push(`English word "${word}"`);
  if (han.test(bare))
    for (const mark of new Set(bare.match(asciiPunctuation) ?? []))
      problems.push(`ASCII punctuation "${mark}" in Chinese (use the full-width form)`);
  if (/\s“/.test(bare)) problems.push('space before “');
  for (const { term, use } of zhDeniedTerms)
    if (bare.includes(term)) problems.push(`"${term}" (glossary: ${use})`);
  return problems;
}

/** Every problem of many texts, as `where: problem` lines (for one readable assertion). */
export function zhTextReport(texts: Iterable<readonly [where: string, text: string]>): string[] {
  const lines: string[] = [];
  for (const [where, text] of texts)
    for (const problem of zhTextProblems(text)) lines.push(`${where}: ${problem} — ${text}`);
  return lines;
}
