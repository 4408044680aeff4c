import * as yup from 'yup';
import { authors } from '@/content/authors';
import { categories } from '@/content/categories';
import { authorSchema, categorySchema, siteSchema } from '@/content/schema';
import { site } from '@/content/site';

/**
 * Checks every content module against its schema, plus the references between them (slugs are
 * unique). getStaticProps calls assertContentValid() through the
 * loaders, so `next build` fails on invalid content, naming the file and the field. Content kept
 * in the editor's files (blog posts, integrations ...) is checked as it is read by its loader.
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

function checkUnique(label: string, slugs: string[], problems: string[]): void {
  const seen = new Set<string>();
  for (const slug of slugs) {
    if (seen.has(slug)) problems.push(`${label}: duplicate slug '${slug}'`);
    seen.add(slug);
  }
}

export function findContentProblems(): string[] {
  const problems: string[] = [];
  check('content/site.ts', siteSchema, site, problems);
  authors.forEach((a) => check(`content/authors.ts (${a.slug})`, authorSchema, a, problems));
  categories.forEach((c) =>
    check(`content/categories.ts (${c.slug})`, categorySchema, c, problems),
  );

  checkUnique(
    'authors',
    authors.map((a) => a.slug),
    problems,
  );
  checkUnique(
    'categories',
    categories.map((c) => c.slug),
    problems,
  );
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
