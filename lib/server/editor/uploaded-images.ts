import '@/lib/server/only-on-server';
import fs from 'node:fs';
import path from 'node:path';
import { EDITOR_UPLOAD_PATHS } from '@/lib/editor-paths';

/**
 * Finds an image an editor uploaded, on disk at the moment of the request (decision 0189): `next
 * start` lists public/ once when it starts and answers 404 for any file written later, so in local
 * mode the upload folders are served from here instead. Only image files inside those folders of
 * public/; anything else (another folder, `..`, a dot file, another kind of file) is not found.
 */
const IMAGE_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export interface UploadedImage {
  file: string;
  contentType: string;
}

/** The file and type of the upload at this site path (/images/..., /blog/covers/..., /blog/authors/...), if any. */
export function uploadedImage(sitePath: string, root = process.cwd()): UploadedImage | undefined {
  if (!EDITOR_UPLOAD_PATHS.some((folder) => sitePath.startsWith(folder))) return undefined;
  const segments = sitePath.slice(1).split('/');
  if (!segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))) {
    return undefined;
  }
  const contentType = IMAGE_TYPES[path.extname(sitePath).toLowerCase()];
  if (!contentType) return undefined;
  const publicDir = path.join(root, 'public');
  const file = path.join(publicDir, ...segments);
  if (!file.startsWith(`${publicDir}${path.sep}`)) return undefined;
  try {
    return fs.statSync(file).isFile() ? { file, contentType } : undefined;
  } catch {
    return undefined;
  }
}
