/**
 * The images editors upload through keystatic.config.ts's image fields: the types each kind takes
 * (the fields' help lists them) and whether a saved address is such an upload (the loaders check
 * it). One rule for every kind: Keystatic keeps the extension as uploaded (`logo.JPG`), so any
 * case is accepted; `transformFilename` cannot help, since Keystatic takes the extension from the
 * original name.
 */
export const UPLOAD_TYPES = {
  stories: ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'],
  'customer-logos': ['svg', 'png', 'webp'],
} as const;

export type UploadKind = keyof typeof UPLOAD_TYPES;

const TYPE_NAMES: Record<string, string> = {
  svg: 'SVG',
  png: 'PNG',
  jpg: 'JPEG',
  jpeg: 'JPEG',
  webp: 'WebP',
  avif: 'AVIF',
};

/** The types as the editor's help names them: "SVG, PNG or WebP". */
export function uploadTypesText(kind: UploadKind): string {
  const names = [...new Set(UPLOAD_TYPES[kind].map((type) => TYPE_NAMES[type] ?? type))];
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/**
 * Whether a saved address is an upload of this kind: a file in an entry's own folder under
 * /images/<kind>/ (Keystatic names it after the entry), of one of the kind's types in any case.
 */
export function isUpload(kind: UploadKind, sitePath: string): boolean {
  const match = new RegExp(`^/images/${kind}/(?:[a-z0-9-]+/)+[a-z0-9-]+\\.([A-Za-z0-9]+)$`).exec(
    sitePath,
  );
  const extension = match?.[1]?.toLowerCase();
  return extension !== undefined && (UPLOAD_TYPES[kind] as readonly string[]).includes(extension);
}

/**
 * An SVG address in any case. next/image passes only a lower-case `.svg` straight through; its
 * optimiser refuses SVG, so an upload named `LOGO.SVG` must be marked unoptimized by this test.
 */
export const isSvgAddress = (src: string) => /\.svg$/i.test(src);
