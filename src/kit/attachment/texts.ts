/** Texts of the attachment component, part of the kit's texts (`kitTexts`). */
import type { TextMap } from '../../i18n/defaults';

const P = 'hzero.common.kit.attachment';

export const attachmentTexts: Record<string, TextMap> = {
  en_US: {
    [`${P}.upload`]: 'Upload file',
    [`${P}.uploading`]: 'Uploading {name}',
    [`${P}.cancel`]: 'Cancel upload',
    [`${P}.cancelled`]: 'The upload of {name} was cancelled',
    [`${P}.uploaded`]: '{name} uploaded',
    [`${P}.failed`]: '{name} could not be uploaded: {reason}',
    [`${P}.tooLargeForServer`]: 'the file is larger than the server accepts',
    [`${P}.badExtension`]:
      '{name} cannot be uploaded: .{extension} files are not allowed here. Allowed: {allowed}',
    [`${P}.noExtension`]: '{name} cannot be uploaded: it has no file extension. Allowed: {allowed}',
    [`${P}.tooLarge`]: '{name} cannot be uploaded: it is {size}, and files may be at most {max}',
    [`${P}.empty`]: '{name} cannot be uploaded: the file is empty',
    [`${P}.limits`]: 'At most {max}: {allowed}',
    [`${P}.files`]: 'Attached files',
    [`${P}.none`]: 'No files attached',
    [`${P}.download`]: 'Download {name}',
    [`${P}.preview`]: 'Preview',
    [`${P}.delete`]: 'Delete',
    [`${P}.deleteConfirm`]: 'Delete {name}?',
    [`${P}.deleted`]: '{name} deleted',
    [`${P}.noFileName`]: 'The server did not name the file (cannot get fileName!)',
    [`${P}.close`]: 'Close',
  },
  zh_CN: {
    [`${P}.upload`]: '上传文件',
    [`${P}.uploading`]: '正在上传 {name}',
    [`${P}.cancel`]: '取消上传',
    [`${P}.cancelled`]: '已取消上传 {name}',
    [`${P}.uploaded`]: '{name} 已上传',
    [`${P}.failed`]: '{name} 上传失败：{reason}',
    [`${P}.tooLargeForServer`]: '文件超过了服务器允许的大小',
    [`${P}.badExtension`]: '{name} 不能上传：此处不允许 .{extension} 文件。允许的类型：{allowed}',
    [`${P}.noExtension`]: '{name} 不能上传：文件没有扩展名。允许的类型：{allowed}',
    [`${P}.tooLarge`]: '{name} 不能上传：文件大小为 {size}，最大允许 {max}',
    [`${P}.empty`]: '{name} 不能上传：文件为空',
    [`${P}.limits`]: '最大 {max}：{allowed}',
    [`${P}.files`]: '附件',
    [`${P}.none`]: '暂无附件',
    [`${P}.download`]: '下载 {name}',
    [`${P}.preview`]: '预览',
    [`${P}.delete`]: '删除',
    [`${P}.deleteConfirm`]: '删除 {name}？',
    [`${P}.deleted`]: '{name} 已删除',
    [`${P}.noFileName`]: '服务器未提供文件名（cannot get fileName!）',
    [`${P}.close`]: '关闭',
  },
};
