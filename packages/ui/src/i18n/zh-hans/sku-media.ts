import type { skuMedia as en } from '../en/sku-media.ts';

export const skuMedia: typeof en = {
  images: {
    label: '图片',
    hint: '支持 PNG、JPEG、WebP 格式，每张不超过 {{maxSize}}，最多 {{max}} 张。可将文件拖到此处，或点击选择。',
    choose: '选择图片',
    dropHere: '松开鼠标即可上传图片',
    empty: '暂无图片。',
    count: '已有 {{count}} / {{max}} 张图片。',
    image: '图片 {{index}}',
    pending: '图片 {{index}}：{{name}}',
    remove: '删除图片 {{index}}',
    moveEarlier: '图片 {{index}} 前移',
    moveLater: '图片 {{index}} 后移',
    retry: '重新上传 {{name}}',
    uploading: '正在上传 {{name}}',
    uploaded: '{{name}} 已上传。',
    failed: '{{name}} 上传失败。',
    savedWithForm: '保存表单后图片才会生效。',
  },
  errors: {
    wrongType: '{{name}} 不是 PNG、JPEG 或 WebP 格式的图片。',
    tooLarge: '{{name}} 大小为 {{size}}，每张图片不能超过 {{maxSize}}。',
    tooMany_one: '只能再添加 {{count}} 张图片，{{name}} 未添加。',
    tooMany_other: '只能再添加 {{count}} 张图片，{{name}} 未添加。',
    full: '该商品已有 {{max}} 张图片，请先删除一张再添加 {{name}}。',
  },
  sizes: {
    bytes: '{{value}} 字节',
    kilobytes: '{{value}} KB',
    megabytes: '{{value}} MB',
  },
  qr: {
    label: '商品编码 {{code}} 的二维码',
  },
  labels: {
    print: '打印标签',
    title: '打印标签',
    copies: '每个商品的标签份数',
    summary_one: '共 {{count}} 张标签，{{pages}} 页纸（每页 {{perPage}} 张）。',
    summary_other: '共 {{count}} 张标签，{{pages}} 页纸（每页 {{perPage}} 张）。',
    page: '第 {{page}} 页，共 {{pages}} 页',
    preview: '打印预览',
    nothingSelected: '请选择要打印标签的商品。',
    label: '{{name}} 的标签',
  },
};
