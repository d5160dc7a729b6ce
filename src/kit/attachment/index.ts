/** The attachment component and its parts (see CONTRIBUTING "Attachments"). */
export { Attachment, type AttachmentProps } from './Attachment';
export { AttachmentUploader, type AttachmentUploaderProps } from './AttachmentUploader';
export { AttachmentFileList, type AttachmentFileListProps } from './AttachmentFileList';
export { FileName, TextWithFileName } from './FileName';
export { useFileActions, type DownloadMode, type FileActionsOptions } from './use-file-actions';
export { useUpload, type UploadedFile, type UploadState, type UploadTarget } from './use-upload';
export {
  attachmentFilesKey,
  deleteStoredFiles,
  useAttachmentFiles,
  useDeleteStoredFile,
  type DeleteMode,
  type StoredFilesTarget,
} from './api';
export * from './rules';
export { attachmentTexts } from './texts';
