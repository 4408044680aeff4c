import * as yup from 'yup';
import { siteSchema } from '@/content/schema';
import { site } from '@/content/site';

/**
 * Checks the content still kept in TypeScript (the site settings) against its schema.
 * getStaticProps calls assertContentValid() through the loaders, so `next build` fails on invalid
 * content, naming the file and the field. Content kept in the editor's files (blog posts, authors,
 * categories, integrations ...) is checked as it is read by its loader.
 */
function check(label: string, schema: yup.Schema, value: unknown, problems: string[]): void {
  try {
    schema.validateSync(value, { abortEarly: false, strict: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      problems.push(...error.errors.map((message) => `${label}: ${message}`));
    } else {
      throw error;
    }
  }
}

export function findContentProblems(): string[] {
  const problems: string[] = [];
  check('content/site.ts', siteSchema, site, problems);
  return problems;
}

let validated = false;

export function assertContentValid(): void {
  if (validated) return;
  const problems = findContentProblems();
  if (problems.length > 0) {
    throw new Error(`Invalid content:\n- ${problems.join('\n- ')}`);
  }
  validated = true;
}
