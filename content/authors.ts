import type { Author } from '@/content/schema';

const avatar = (slug: string, name: string) => ({
  src: `/blog/authors/${slug}.svg`,
  alt: `${name}’s monogram`,
  width: 96,
  height: 96,
});

export const authors: Author[] = [
  {
    slug: 'maya-okafor',
    name: 'Maya Okafor',
    role: 'Head of Customer Experience',
    bio: 'Maya has run support teams of five and of two hundred. She writes about queue design, service levels and the quiet craft of a good reply.',
    avatar: avatar('maya-okafor', 'Maya Okafor'),
  },
  {
    slug: 'daniel-brandt',
    name: 'Daniel Brandt',
    role: 'Product Manager, Automation',
    bio: 'Daniel leads the workflows and AI teams. Before that he built routing rules for a logistics help desk handling 40,000 conversations a week.',
    avatar: avatar('daniel-brandt', 'Daniel Brandt'),
  },
  {
    slug: 'priya-raman',
    name: 'Priya Raman',
    role: 'Support Operations Analyst',
    bio: 'Priya turns ticket data into staffing plans and reports leaders can act on. She is suspicious of averages and fond of percentiles.',
    avatar: avatar('priya-raman', 'Priya Raman'),
  },
  {
    slug: 'tom-lindqvist',
    name: 'Tom Lindqvist',
    role: 'Knowledge Manager',
    bio: 'Tom looks after the help centre and teaches teams to write articles customers actually finish. He measures success in tickets that never arrive.',
    avatar: avatar('tom-lindqvist', 'Tom Lindqvist'),
  },
];
