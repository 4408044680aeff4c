/**
 * Blog covers and author avatars (decision 0141), drawn with the picture kit. A cover is keyed by
 * its post's slug: the post's category picks the scene (an inbox, tickets, a chat, an article, a
 * workflow, a chart), the post's own section headings are the words in it, and a generator seeded
 * by the slug picks the layout, the tilt, the background pattern and the figures. Two posts of one
 * category therefore show different words, shapes and numbers, not the same picture recoloured.
 */
import { colors } from '@/styles/theme';
import type { Author, BlogPost } from '@/content/blog';
import {
  accents,
  avatar,
  avatarColours,
  card,
  chip,
  circle,
  icon,
  line,
  rect,
  text,
  textWidth,
  type ChipTone,
} from './picture-kit';

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

/** A small deterministic generator (mulberry32) seeded by a string's FNV-1a hash. */
export function seededRandom(key: string): () => number {
  let seed = 2166136261;
  for (const character of key) seed = Math.imul(seed ^ character.codePointAt(0)!, 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The post's section headings, in order: the words its cover shows. */
export function sectionHeadings(post: Pick<BlogPost, 'body'>): string[] {
  return [...post.body.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
}

const backgrounds: [string, string][] = [
  [colors.violet900, colors.violet700],
  [colors.violet800, colors.violet500],
  ['#0f3a40', accents.teal],
  [colors.ink900, colors.violet700],
];

/** Fits a heading to a width at a size, cutting at a word with an ellipsis. */
function fitWords(value: string, width: number, size: number, weight: number): string {
  if (textWidth(value, size, weight) <= width) return value;
  const words = value.split(' ');
  while (words.length > 1 && textWidth(`${words.join(' ')}…`, size, weight) > width) words.pop();
  return `${words.join(' ')}…`;
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);

function pattern(random: Random, kind: number): string {
  const shapes: string[] = [];
  if (kind === 0) {
    for (let index = 0; index < 7; index += 1) {
      shapes.push(
        circle(
          between(random, 0, 1200),
          between(random, 0, 630),
          Math.round(between(random, 40, 160)),
          colors.violet400,
          `fill-opacity="${(0.06 + random() * 0.08).toFixed(2)}"`,
        ),
      );
    }
  } else if (kind === 1) {
    const step = Math.round(between(random, 48, 80));
    for (let x = -630; x < 1200; x += step)
      shapes.push(
        `<path d="M${x} 630L${x + 630} 0" stroke="${colors.white}" stroke-opacity="0.06" stroke-width="${Math.round(between(random, 6, 18))}"/>`,
      );
  } else if (kind === 2) {
    const cx = between(random, 0, 1200);
    const cy = between(random, 0, 630);
    for (let r = 60; r < 900; r += Math.round(between(random, 50, 90)))
      shapes.push(
        circle(
          cx,
          cy,
          r,
          'none',
          `stroke="${colors.white}" stroke-opacity="0.07" stroke-width="2"`,
        ),
      );
  } else {
    const step = Math.round(between(random, 28, 44));
    for (let x = step / 2; x < 1200; x += step) {
      for (let y = step / 2; y < 630; y += step) {
        if (random() < 0.55) shapes.push(circle(x, y, 2.5, colors.white, 'fill-opacity="0.12"'));
      }
    }
  }
  return shapes.join('');
}

const tones: ChipTone[] = ['violet', 'teal', 'amber', 'green', 'blue', 'red'];
const people = ['LF', 'MB', 'AT', 'RD', 'OP', 'JW', 'KS', 'NH'];

/** The scene of a category: a card at (x, y), 560 wide, filled with the headings. */
const scenes: Record<string, (x: number, y: number, headings: string[], random: Random) => string> =
  {
    'shared-inbox': (x, y, headings, random) =>
      [
        card(x, y, 560, 96 + headings.length * 78, 20),
        text(x + 32, y + 52, 'Support', { size: 26, weight: 700 }),
        text(x + 528, y + 52, `${Math.floor(between(random, 3, 19))} open`, {
          size: 20,
          fill: colors.ink500,
          anchor: 'end',
        }),
        ...headings.map((heading, index) => {
          const top = y + 80 + index * 78;
          return [
            index === 0 ? rect(x + 12, top + 4, 536, 70, colors.violet50, 14) : '',
            avatar(x + 56, top + 39, 22, pick(random, people), pick(random, avatarColours)),
            text(x + 92, top + 34, fitWords(heading, 420, 20, 650), { size: 20, weight: 650 }),
            chip(
              x + 92,
              top + 44,
              pick(random, ['Billing', 'Urgent', 'VIP', 'Sales', 'Bug', 'Delivery']),
              pick(random, tones),
              14,
            ).svg,
            text(x + 528, top + 34, `${Math.floor(between(random, 1, 59))}m`, {
              size: 17,
              fill: colors.ink500,
              anchor: 'end',
            }),
          ].join('');
        }),
      ].join(''),
    'help-desk': (x, y, headings, random) =>
      headings
        .map((heading, index) => {
          const top = y + index * 104;
          const used = between(random, 0.15, 0.95);
          const tone =
            used > 0.75 ? accents.coral : used > 0.45 ? accents.amberBright : colors.green600;
          return [
            card(x + index * 18, top, 540, 88, 16),
            rect(x + index * 18, top, 8, 88, tone, 4),
            text(x + index * 18 + 28, top + 32, `#${4800 + Math.floor(random() * 199)}`, {
              size: 16,
              weight: 600,
              fill: colors.ink500,
            }),
            text(x + index * 18 + 28, top + 60, fitWords(heading, 380, 21, 650), {
              size: 21,
              weight: 650,
            }),
            icon.clock(x + index * 18 + 420, top + 18, colors.ink600),
            text(x + index * 18 + 444, top + 31, `${Math.floor(used * 8) + 1}h left`, {
              size: 16,
              weight: 600,
              fill: colors.ink700,
            }),
            rect(x + index * 18 + 420, top + 50, 96, 8, colors.ink100, 4),
            rect(x + index * 18 + 420, top + 50, 96 * used, 8, tone, 4),
          ].join('');
        })
        .join(''),
    'live-chat': (x, y, headings, random) =>
      [
        card(x, y, 560, 110 + headings.length * 86, 24),
        rect(x, y, 560, 84, colors.violet600, 24),
        rect(x, y + 60, 560, 24, colors.violet600),
        avatar(x + 48, y + 42, 22, pick(random, people), pick(random, avatarColours)),
        text(x + 84, y + 50, 'Live chat · replies in 2 min', {
          size: 21,
          weight: 650,
          fill: colors.white,
        }),
        ...headings.map((heading, index) => {
          const top = y + 104 + index * 86;
          const mine = index % 2 === 1;
          const width = Math.min(440, textWidth(heading, 20, 500) + 44);
          const left = mine ? x + 532 - width : x + 28;
          return (
            rect(left, top, width, 62, mine ? colors.violet500 : colors.ink100, 20) +
            text(left + 22, top + 38, fitWords(heading, width - 40, 20, 500), {
              size: 20,
              weight: 500,
              fill: mine ? colors.white : colors.ink900,
            })
          );
        }),
      ].join(''),
    'knowledge-base': (x, y, headings, random) =>
      [
        card(x, y, 560, 150 + headings.length * 64, 20),
        icon.search(x + 30, y + 30, colors.ink500),
        rect(x + 24, y + 22, 512, 36, 'none', 18, `stroke="${colors.ink200}" stroke-width="2"`),
        text(x + 60, y + 47, 'Search the help centre', { size: 17, fill: colors.ink500 }),
        text(x + 32, y + 104, 'In this article', { size: 24, weight: 700 }),
        text(x + 528, y + 104, `${Math.floor(between(random, 2, 9))} min read`, {
          size: 16,
          fill: colors.ink500,
          anchor: 'end',
        }),
        ...headings.map((heading, index) => {
          const top = y + 130 + index * 64;
          return (
            circle(x + 50, top + 26, 17, colors.violet100) +
            text(x + 50, top + 33, String(index + 1), {
              size: 18,
              weight: 700,
              fill: colors.violet600,
              anchor: 'middle',
            }) +
            text(x + 82, top + 33, fitWords(heading, 440, 20, 500), {
              size: 20,
              weight: 500,
              fill: colors.ink900,
            })
          );
        }),
      ].join(''),
    'ai-automation': (x, y, headings, random) =>
      headings
        .map((heading, index) => {
          const top = y + index * 96;
          const kind = index === 0 ? 'WHEN' : index === 1 ? 'IF' : 'THEN';
          const colour =
            index === 0 ? colors.violet600 : index === 1 ? accents.amber : colors.green600;
          const indent = Math.round(between(random, 0, 40));
          return [
            index > 0 ? line(x + 280, top - 18, x + 280, top, colors.violet200, 3) : '',
            card(x + indent, top, 520, 78, 16),
            rect(x + indent, top, 9, 78, colour, 4),
            text(x + indent + 30, top + 30, kind, { size: 15, weight: 700, fill: colour }),
            text(x + indent + 30, top + 58, fitWords(heading, 440, 21, 650), {
              size: 21,
              weight: 650,
            }),
            index === 0 ? icon.sparkle(x + indent + 480, top + 18, colors.violet500, 22) : '',
          ].join('');
        })
        .join(''),
    analytics: (x, y, headings, random) => {
      const bars = Array.from({ length: 9 }, () => between(random, 0.25, 1));
      const highlight = Math.floor(random() * bars.length);
      const height = 230;
      return [
        card(x, y, 560, 150 + height + (headings.length - 1) * 34, 20),
        text(x + 32, y + 50, fitWords(headings[0] ?? 'This week', 480, 22, 700), {
          size: 22,
          weight: 700,
        }),
        text(x + 32, y + 96, `${Math.floor(between(random, 70, 97))}%`, {
          size: 44,
          weight: 800,
          fill: colors.violet600,
        }),
        ...bars.map((value, index) =>
          rect(
            x + 40 + index * 56,
            y + 130 + height - value * height,
            36,
            value * height,
            index === highlight ? colors.violet500 : colors.violet200,
            6,
          ),
        ),
        line(x + 32, y + 130 + height, x + 528, y + 130 + height, colors.ink200, 2),
        ...headings.slice(1).map((heading, index) => {
          const top = y + 130 + height + 34 + index * 34;
          return (
            circle(x + 42, top - 6, 6, index === 0 ? colors.violet500 : colors.violet200) +
            text(x + 58, top, fitWords(heading, 460, 17, 500), {
              size: 17,
              weight: 500,
              fill: colors.ink700,
            })
          );
        }),
      ].join('');
    },
  };

/** How many headings each scene has room for. */
const room: Record<string, number> = {
  'shared-inbox': 4,
  'help-desk': 4,
  'live-chat': 4,
  'knowledge-base': 5,
  'ai-automation': 4,
  analytics: 4,
};

/** The height of a scene with n headings, to centre it. */
const sceneHeight: Record<string, (n: number) => number> = {
  'shared-inbox': (n) => 96 + n * 78,
  'help-desk': (n) => n * 104 - 16,
  'live-chat': (n) => 110 + n * 86,
  'knowledge-base': (n) => 150 + n * 64,
  'ai-automation': (n) => n * 96 - 18,
  analytics: (n) => 150 + 230 + (n - 1) * 34,
};

export function drawCover(post: Pick<BlogPost, 'slug' | 'category' | 'body' | 'title'>): string {
  const random = seededRandom(post.slug);
  const draw = scenes[post.category];
  if (!draw) throw new Error(`${post.slug}: no cover scene for category "${post.category}"`);
  const [from, to] = pick(random, backgrounds);
  const headings = sectionHeadings(post).slice(0, room[post.category]);
  if (headings.length < 2)
    throw new Error(`${post.slug}: a cover needs at least two section headings`);
  const onRight = random() < 0.5;
  const tilt = between(random, -4, 4).toFixed(1);
  // Drawn at 560 units wide and shown 1.15 times larger: big enough to read on a blog card.
  const scale = 1.15;
  const x = onRight ? Math.round(between(random, 480, 520)) : Math.round(between(random, 60, 110));
  const scene = draw(0, 0, headings, random);
  const height = sceneHeight[post.category]!(headings.length) * scale;
  const y = Math.max(30, Math.round((COVER_HEIGHT - height) / 2));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<filter id="s" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="12" stdDeviation="18" flood-color="#000000" flood-opacity="0.25"/></filter></defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>`,
    pattern(random, Math.floor(random() * 4)),
    `<g transform="translate(${x} ${y}) scale(${scale}) rotate(${tilt} 280 200)">${scene}</g>`,
    '</svg>',
    '',
  ].join('\n');
}

/** Initials of a person's name: first and last. */
export function initials(name: string): string {
  const words = name.split(/\s+/);
  return `${words[0]![0]}${words.length > 1 ? words[words.length - 1]![0] : ''}`.toUpperCase();
}

/** An author's avatar: a monogram disc in a colour of their own (the list's order decides it). */
/** The colour a drawn avatar was given, read back from its file. */
export const avatarColourOf = (svg: string) => /stop-color="(#[0-9a-f]{6})"/.exec(svg)?.[1];

/**
 * Each author's monogram colour: the one their drawn avatar already has (authors are read by slug,
 * so an order would reshuffle them), else the first colour no other author has.
 */
export function assignAvatarColours(
  authors: readonly Pick<Author, 'slug'>[],
  drawnColour: (slug: string) => string | undefined,
): Map<string, string> {
  const colours = new Map<string, string>();
  for (const { slug } of authors) {
    const drawn = drawnColour(slug);
    if (drawn) colours.set(slug, drawn);
  }
  const taken = new Set(colours.values());
  for (const { slug } of authors) {
    if (colours.has(slug)) continue;
    const colour = avatarColours.find((c) => !taken.has(c)) ?? avatarColours[0]!;
    colours.set(slug, colour);
    taken.add(colour);
  }
  return colours;
}

export function drawAvatar(author: Pick<Author, 'name'>, colour: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="0.82"/><stop offset="1" stop-color="${colour}"/></linearGradient></defs>`,
    circle(48, 48, 48, 'url(#a)'),
    circle(48, 48, 44.5, 'none', `stroke="${colors.white}" stroke-opacity="0.35" stroke-width="2"`),
    text(48, 48 + 34 * 0.36, initials(author.name), {
      size: 34,
      weight: 650,
      fill: colors.white,
      anchor: 'middle',
    }),
    '</svg>',
    '',
  ].join('\n');
}

const quoted = (items: string[]) =>
  items.length > 1
    ? `${items
        .slice(0, -1)
        .map((item) => `“${item}”`)
        .join(', ')} and “${items[items.length - 1]}”`
    : `“${items[0]}”`;

/** What a cover shows, in words, for its alt text: the scene and the headings in it. */
export function coverAlt(post: Pick<BlogPost, 'category' | 'body'>): string {
  const headings = sectionHeadings(post).slice(0, room[post.category]);
  const [first = '', ...rest] = headings;
  switch (post.category) {
    case 'shared-inbox':
      return `A shared inbox listing conversations titled ${quoted(headings)}`;
    case 'help-desk':
      return `Tickets with SLA timers: ${quoted(headings)}`;
    case 'live-chat':
      return `A live chat whose messages read ${quoted(headings)}`;
    case 'knowledge-base':
      return `A help-centre article outline: ${quoted(headings)}`;
    case 'ai-automation':
      return `A workflow rule whose steps read ${quoted(headings)}`;
    default:
      return `A chart card headed “${first}”, with the notes ${quoted(rest)}`;
  }
}
