import type * as Keystatic from '@keystatic/core';
import { isUpload, uploadTypesText } from './upload-types';

/** Keystatic keeps an image field's help inside its editor UI; this keeps it where a test can read it. */
jest.mock('@keystatic/core', () => {
  const actual = jest.requireActual<typeof Keystatic>('@keystatic/core');
  const image = (args: Parameters<typeof actual.fields.image>[0]) =>
    Object.assign(actual.fields.image(args), { imageArgs: args });
  return { ...actual, fields: { ...actual.fields, image } };
});

const helpOf = (field: unknown) =>
  (field as { imageArgs: { description: string } }).imageArgs.description;

describe('images editors upload', () => {
  it('takes an upload whatever the case of its extension, as Keystatic keeps it', () => {
    for (const file of ['logo.svg', 'logo.JPG', 'cover.Jpeg', 'cover.WEBP', 'cover.avif']) {
      expect({ file, taken: isUpload('stories', `/images/stories/acme/${file}`) }).toEqual({
        file,
        taken: true,
      });
    }
    expect(isUpload('customer-logos', '/images/customer-logos/logos/acme/image.PNG')).toBe(true);
  });

  it('refuses another type, another kind’s folder, or a file outside an entry’s folder', () => {
    expect(isUpload('customer-logos', '/images/customer-logos/logos/acme/image.jpg')).toBe(false);
    expect(isUpload('stories', '/images/stories/acme/logo.gif')).toBe(false);
    expect(isUpload('stories', '/images/customer-logos/logos/acme/image.svg')).toBe(false);
    expect(isUpload('stories', '/images/stories/logo.svg')).toBe(false);
    expect(isUpload('stories', '/images/stories/../logo.svg')).toBe(false);
  });

  it('names the types in the editor’s help as editors know them', async () => {
    expect(uploadTypesText('stories')).toBe('SVG, PNG, JPEG, WebP or AVIF');
    expect(uploadTypesText('customer-logos')).toBe('SVG, PNG or WebP');
    const { customerLogoFields, customerStoryFields } = await import('@/keystatic.config');
    expect(helpOf(customerStoryFields.logo)).toBe(
      'Shown in a 240 x 80 box. SVG, PNG, JPEG, WebP or AVIF files.',
    );
    expect(helpOf(customerStoryFields.cover)).toBe(
      'Optional; shown across the top of the story. At least 2048 px wide. SVG, PNG, JPEG, WebP or AVIF files.',
    );
    expect(helpOf(customerLogoFields.image)).toBe('Drawn 40 px high. SVG, PNG or WebP files.');
  });
});
