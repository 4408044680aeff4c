import { fields } from '@keystatic/core';
import { EDITOR_PREVIEW_PATH } from './editor-paths';

/**
 * What both halves of the editor's content model share (keystatic.config.ts and the block-built
 * pages' content/pages/keystatic.ts, which the config spreads and so cannot import from it).
 */

/** An entry's address (slug): a-z, 0-9 and single hyphens. */
export const SLUG_PATTERN = { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: 'Use a-z, 0-9 and -' };

/**
 * An entry's name and the slug made from it, which names its file (and its page, if any). Each
 * kind words its own labels; every slug follows SLUG_PATTERN.
 */
export const nameAndSlug = (
  nameLabel: string,
  slugDescription: string,
  {
    maxLength,
    nameDescription,
    slugLabel = 'Address (slug)',
  }: { maxLength?: number; nameDescription?: string; slugLabel?: string } = {},
) =>
  fields.slug({
    name: {
      label: nameLabel,
      ...(nameDescription === undefined ? {} : { description: nameDescription }),
      validation: {
        isRequired: true,
        ...(maxLength === undefined ? {} : { length: { max: maxLength } }),
      },
    },
    slug: { label: slugLabel, description: slugDescription, validation: { pattern: SLUG_PATTERN } },
  });

/** Where an entry's Preview link goes: the editor's preview route, which opens the page. */
export const previewLink = (sitePath: string) => `${EDITOR_PREVIEW_PATH}?path=${sitePath}`;

/** A select's options from a list of values, each labelled as it reads. */
export const options = <T extends string>(values: readonly T[]) =>
  values.map((value) => ({ label: value, value }));

/**
 * A list of required texts (capabilities, steps, bullet points, paragraphs), at least `min` long.
 * The editor's list shows each item by its text, or by its first `labelLength` characters where
 * items run long (page copy).
 */
export const textList = (
  label: string,
  itemLabel: string,
  min: number,
  { multiline = false, labelLength }: { multiline?: boolean; labelLength?: number } = {},
) =>
  fields.array(fields.text({ label: itemLabel, multiline, validation: { isRequired: true } }), {
    label,
    itemLabel: ({ value }) => (labelLength === undefined ? value : value.slice(0, labelLength)),
    validation: { length: { min } },
  });

/** Where a link may go: a path on this site or an https:// address (no http:, no mailto:). */
export const LINK_PATTERN = {
  regex: /^(\/[a-z0-9\-/]*|https:\/\/\S+)$/,
  message: 'A path on this site (/pricing) or an https:// address',
};
