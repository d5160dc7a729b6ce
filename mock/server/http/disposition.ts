// How a file answer names its file.

/** RFC 6266 / 5987: `attachment; filename*=UTF-8''<percent-encoded UTF-8 name>`. */
export function attachmentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}
