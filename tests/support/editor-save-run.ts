import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fields } from '@keystatic/core';
import keystaticConfig from '@/keystatic.config';
import type { EditorSave, EntryToSave } from './editor-save';

/**
 * Run by editor-save.ts in a Node process of its own (`node --import tsx`): Keystatic's editor
 * loads and saves an entry with functions of its browser build, ES modules that import its UI,
 * which Jest cannot load. Reads { entry, root } as JSON on stdin; writes an EditorSave as JSON.
 */

type Schema = Record<string, ReturnType<typeof fields.text>>;
type AssetField = {
  kind: 'form';
  formKind: 'asset';
  directory?: string;
  filename(value: unknown, args: { suggestedFilenamePrefix?: string; slug?: string }): string;
  parse(value: unknown, args: { asset?: Uint8Array; slug?: string }): unknown;
};
type FormField = { formKind?: string; parse(value: unknown, args?: unknown): unknown };
type ParseFormField = (
  field: FormField,
  value: unknown,
  propPath: unknown[],
  pathWithArrayFieldSlugs: string[],
) => unknown;
type EditorBuild = {
  parseProps(
    schema: unknown,
    value: unknown,
    path: [],
    pathWithArrayFieldSlugs: [],
    parseFormField: ParseFormField,
    validateArrayFieldLength: boolean,
  ): unknown;
  serializeProps(
    state: unknown,
    schema: unknown,
    slugField: string | undefined,
    slug: string | undefined,
    shouldSuggestFilenamePrefix: boolean,
  ): {
    value: Record<string, unknown>;
    extraFiles: { path: string; contents: Uint8Array; parent?: string }[];
  };
};

const keystatic = path.dirname(require.resolve('@keystatic/core/package.json'));
const requireFromKeystatic = createRequire(path.join(keystatic, 'package.json'));

/** The editor's parse and serialize, found by the names its own UI module imports them under. */
async function editorBuild(): Promise<EditorBuild> {
  const ui = fs.readFileSync(path.join(keystatic, 'dist/keystatic-core-ui.js'), 'utf8');
  const line = /import \{([^}]*\bas serializeProps\b[^}]*)\} from '\.\/(index-[0-9a-f]+\.js)'/.exec(
    ui,
  );
  const names = new Map(
    (line?.[1] ?? '').split(',').map((pair) => {
      const [exported, local] = pair.trim().split(/\s+as\s+/);
      return [local, exported] as const;
    }),
  );
  const parse = names.get('parseProps');
  const serialize = names.get('serializeProps');
  if (!line || !parse || !serialize) {
    throw new Error("Keystatic's editor build changed: update tests/support/editor-save-run.ts");
  }
  const build = (await import(
    pathToFileURL(path.join(keystatic, 'dist', line[2]!)).href
  )) as Record<string, unknown>;
  return {
    parseProps: build[parse] as EditorBuild['parseProps'],
    serializeProps: build[serialize] as EditorBuild['serializeProps'],
  };
}

function entryOf(entry: EntryToSave) {
  if ('singleton' in entry) {
    const singleton = keystaticConfig.singletons[entry.singleton as 'customerLogos'];
    const data = path.join(entry.root, `${singleton.path}.yaml`);
    return {
      schema: singleton.schema as unknown as Schema,
      basePath: singleton.path!,
      slug: undefined,
      loaded: entry.data ?? requireFromKeystatic('js-yaml').load(fs.readFileSync(data, 'utf8')),
      writesDataFile: true,
    };
  }
  const collection = keystaticConfig.collections[entry.collection as 'customerStories'];
  const all = collection.schema as unknown as Schema;
  return {
    schema: Object.fromEntries(entry.fields.map((name) => [name, all[name]!])) as Schema,
    basePath: collection.path!.replace('*', entry.slug),
    slug: entry.slug,
    loaded: entry.data,
    writesDataFile: false,
  };
}

/**
 * As the editor opens an entry (keystatic-core-ui.js, parseEntry) and saves it
 * (serializeEntryToFiles and useUpsertItem): each image is read from the file its address names,
 * and the save writes the data file and every image where Keystatic names it, and deletes the
 * files the entry used that the save no longer writes.
 */
async function save(entry: EntryToSave): Promise<EditorSave<string>> {
  const { parseProps, serializeProps } = await editorBuild();
  const { schema, basePath, slug, loaded, writesDataFile } = entryOf(entry);
  const rootSchema = fields.object(schema);
  const used = new Set<string>(writesDataFile ? [`${basePath}.yaml`] : []);
  const state = parseProps(
    rootSchema,
    loaded,
    [],
    [],
    (field, value, _propPath, pathWithArrayFieldSlugs) => {
      if (field.formKind !== 'asset') return field.parse(value, undefined);
      const asset = field as unknown as AssetField;
      const name = asset.filename(value, {
        suggestedFilenamePrefix: pathWithArrayFieldSlugs.join('/'),
        slug,
      });
      if (!name) return asset.parse(value, { asset: undefined, slug });
      const folder = asset.directory
        ? `${asset.directory}${slug === undefined ? '' : `/${slug}`}`
        : basePath;
      const file = `${folder}/${name}`;
      used.add(file);
      const onDisk = path.join(entry.root, file);
      return asset.parse(value, {
        asset: fs.existsSync(onDisk) ? new Uint8Array(fs.readFileSync(onDisk)) : undefined,
        slug,
      });
    },
    false,
  );
  const { value, extraFiles } = serializeProps(state, rootSchema, undefined, slug, true);
  const files: Record<string, string> = {};
  if (writesDataFile) {
    const yaml: string = requireFromKeystatic('js-yaml').dump(value);
    files[`${basePath}.yaml`] = Buffer.from(yaml).toString('base64');
  }
  for (const file of extraFiles) {
    const folder = file.parent ? (slug ? `${file.parent}/${slug}` : file.parent) : basePath;
    files[`${folder}/${file.path}`] = Buffer.from(file.contents).toString('base64');
  }
  return { value, files, deletions: [...used].filter((file) => !(file in files)).sort() };
}

const input = JSON.parse(fs.readFileSync(0, 'utf8')) as EntryToSave;
void save(input).then((result) => process.stdout.write(JSON.stringify(result)));
