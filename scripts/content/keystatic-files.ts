/**
 * What the re-runnable moves into Keystatic's files share (migrate-stories-to-keystatic.ts,
 * migrate-site-content-to-keystatic.ts, migrate-directory-to-keystatic.ts,
 * migrate-pages-to-keystatic.ts): a YAML writer, Keystatic's unquoted dates, and loading a
 * TypeScript content module's export.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type Yaml = string | number | boolean | null | Yaml[] | { [key: string]: Yaml | undefined };

/** Block-style YAML; every string double-quoted (JSON's strings are valid YAML); no null key. */
export function toYaml(value: Yaml, indent = ''): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return value
      .map((item) => {
        const inner = toYaml(item, `${indent}  `);
        return typeof item === 'object' ? `${indent}- ${inner.trimStart()}` : `${indent}- ${inner}`;
      })
      .join('\n');
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value)
      .filter((entry): entry is [string, Yaml] => entry[1] !== undefined && entry[1] !== null)
      .map(([key, item]) => {
        if (typeof item !== 'object' || (Array.isArray(item) && item.length === 0)) {
          return `${indent}${key}: ${toYaml(item)}`;
        }
        const inner = toYaml(item, `${indent}  `);
        return inner === '' ? `${indent}${key}: {}` : `${indent}${key}:\n${inner}`;
      })
      .join('\n');
  }
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** Keystatic writes dates unquoted. */
export const unquoteDates = (yaml: string) =>
  yaml
    .split('\n')
    .map((line) =>
      line.replace(
        /^(\s*(?:- )?(?:date|updated|lastVerified|postedOn|lastUpdated|effectiveDate): )"(\d{4}-\d{2}-\d{2})"$/,
        '$1$2',
      ),
    )
    .join('\n');

export const moveFile = (from: string, to: string) => {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.renameSync(from, to);
};

export async function load<T>(file: string, name: string): Promise<T> {
  const loaded = (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, unknown>;
  // Under tsx a TypeScript module's exports may arrive under `default`.
  return (loaded[name] ?? (loaded.default as Record<string, unknown>)[name]) as T;
}
