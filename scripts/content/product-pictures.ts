/**
 * The product pictures of the home and product pages (decision 0140): each one a screen of
 * Switchboard with the words, people and figures a buyer would see in it, drawn with the kit of
 * picture-kit.ts. `node --import tsx scripts/content/draw-product-pictures.ts` writes them to
 * public/illustrations/pages/ with their words outlined.
 */
import { colors } from '@/styles/theme';
import {
  accents,
  appWindow,
  avatar,
  avatarColours,
  button,
  canvas,
  card,
  chip,
  chips,
  circle,
  icon,
  line,
  paragraph,
  rect,
  text,
  textWidth,
  type ChipTone,
} from './picture-kit';

const [violet, teal, coral, blue, green, amber, deepViolet] = avatarColours;

/** Cuts `value` to fit `width`, ending in an ellipsis, as a list view does. */
function fit(value: string, width: number, size: number, weight = 400): string {
  if (textWidth(value, size, weight) <= width) return value;
  let cut = value;
  while (cut.length > 1 && textWidth(`${cut}…`, size, weight) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

type Channel = keyof Pick<typeof icon, 'mail' | 'chat' | 'whatsapp' | 'phone' | 'social'>;

interface ConversationRow {
  name: string;
  initials: string;
  colour: string;
  channel: Channel;
  subject: string;
  preview: string;
  tags: [string, ChipTone][];
  time: string;
  assignee?: { initials: string; colour: string };
  unread?: boolean;
}

/** One row of a conversation list, `width` wide from x, 64 high from y. */
function conversationRow(
  x: number,
  y: number,
  width: number,
  row: ConversationRow,
  selected = false,
) {
  const right = x + width;
  const tags = chips(0, 0, row.tags, 9.5);
  const tagsWidth = row.tags.reduce((sum, [label]) => sum + textWidth(label, 9.5, 600) + 20, 0);
  return [
    selected
      ? rect(x + 4, y + 3, width - 8, 58, colors.violet50, 10, `stroke="${colors.violet200}"`)
      : '',
    avatar(x + 24, y + 22, 13, row.initials, row.colour),
    row.unread ? circle(x + 9, y + 22, 3.5, colors.violet500) : '',
    text(x + 46, y + 19, row.name, { size: 12, weight: 650, fill: colors.ink900 }),
    icon[row.channel](x + 50 + textWidth(row.name, 12, 650), y + 7, colors.ink500),
    text(right - 12, y + 19, row.time, { size: 10.5, fill: colors.ink500, anchor: 'end' }),
    text(x + 46, y + 36, fit(row.subject, width - 70 - tagsWidth, 11.5, 500), {
      size: 11.5,
      weight: 500,
      fill: colors.ink700,
    }),
    `<g transform="translate(${Math.round(right - 12 - tagsWidth + 6)} ${y + 25})">${tags}</g>`,
    text(x + 46, y + 52, fit(row.preview, width - 84, 11), { size: 11, fill: colors.ink500 }),
    row.assignee
      ? avatar(right - 20, y + 48, 8, row.assignee.initials, row.assignee.colour)
      : circle(right - 20, y + 48, 7.5, 'none', `stroke="${colors.ink300}" stroke-dasharray="2 2"`),
    line(x + 12, y + 64, right - 12, y + 64, colors.ink100),
  ].join('');
}

const inboxRows: ConversationRow[] = [
  {
    name: 'Lena Fischer',
    initials: 'LF',
    colour: teal,
    channel: 'mail',
    subject: 'Refund for order #48213',
    preview: 'Hi, the blender arrived with a cracked jug. Can I get my money back?',
    tags: [
      ['Refund', 'red'],
      ['Billing', 'violet'],
    ],
    time: '2m',
    assignee: { initials: 'SC', colour: blue },
    unread: true,
  },
  {
    name: 'Marcus Bell',
    initials: 'MB',
    colour: coral,
    channel: 'chat',
    subject: 'Can’t sign in after password reset',
    preview: 'I reset it twice and still get “link expired”. Our team is locked out.',
    tags: [
      ['Urgent', 'red'],
      ['Bug', 'teal'],
    ],
    time: '6m',
    assignee: { initials: 'PR', colour: green },
    unread: true,
  },
  {
    name: 'Aiko Tanaka',
    initials: 'AT',
    colour: amber,
    channel: 'whatsapp',
    subject: 'Move my delivery to Friday?',
    preview: 'We are away until Thursday. Could the courier come on Friday instead?',
    tags: [['Delivery', 'blue']],
    time: '14m',
    assignee: { initials: 'TL', colour: deepViolet },
  },
  {
    name: 'Rosa Delgado',
    initials: 'RD',
    colour: violet,
    channel: 'mail',
    subject: 'October invoice is missing our VAT number',
    preview: 'Our finance team needs the VAT number on the invoice before paying.',
    tags: [['Billing', 'violet']],
    time: '32m',
  },
  {
    name: 'Owen Price',
    initials: 'OP',
    colour: green,
    channel: 'phone',
    subject: 'Is the Pro plan billed monthly?',
    preview: 'Thinking of moving our 12 agents over. Can we pay monthly at first?',
    tags: [['Sales', 'green']],
    time: '1h',
    assignee: { initials: 'MO', colour: coral },
  },
];

function sidebarItem(
  x: number,
  y: number,
  width: number,
  label: string,
  count: string,
  selected = false,
) {
  return [
    selected ? rect(x, y - 15, width, 26, colors.violet100, 8) : '',
    text(x + 10, y + 2, label, {
      size: 12,
      weight: selected ? 650 : 500,
      fill: selected ? colors.violet700 : colors.ink700,
    }),
    selected
      ? rect(x + width - 30, y - 9, 22, 15, colors.violet500, 7.5) +
        text(x + width - 19, y + 2, count, {
          size: 10,
          weight: 650,
          fill: colors.white,
          anchor: 'middle',
        })
      : text(x + width - 12, y + 2, count, {
          size: 11,
          weight: 500,
          fill: colors.ink500,
          anchor: 'end',
        }),
  ].join('');
}

function sharedInbox(): string {
  const body = [
    appWindow(30, 36, 580, 410, 'Switchboard · Support inbox'),
    rect(30, 70, 148, 376, colors.violet50, 0),
    rect(30, 430, 148, 16, colors.violet50, 16),
    text(44, 94, 'INBOXES', { size: 9.5, weight: 700, fill: colors.ink500 }),
    sidebarItem(38, 118, 132, 'Support', '12', true),
    sidebarItem(38, 146, 132, 'Billing', '4'),
    sidebarItem(38, 174, 132, 'Sales', '7'),
    sidebarItem(38, 202, 132, 'Partners', '2'),
    text(44, 240, 'VIEWS', { size: 9.5, weight: 700, fill: colors.ink500 }),
    sidebarItem(38, 264, 132, 'Assigned to me', '5'),
    sidebarItem(38, 292, 132, 'Unassigned', '3'),
    sidebarItem(38, 320, 132, 'Urgent', '2'),
    sidebarItem(38, 348, 132, 'Due today', '6'),
    text(194, 96, 'Support', { size: 15, weight: 700 }),
    text(194 + textWidth('Support', 15, 700) + 8, 96, '12 open', { size: 11, fill: colors.ink500 }),
    chips(444, 83, [
      ['Open', 'violet'],
      ['Newest first', 'grey'],
    ]),
    line(178, 110, 610, 110, colors.ink200),
    ...inboxRows.map((row, index) => conversationRow(180, 112 + index * 65, 430, row, index === 0)),
  ].join('\n');
  return canvas('The Switchboard shared inbox with assigned, tagged conversations', body);
}

/** A speech bubble with a wrapped message; returns markup and the bubble's height. */
function bubble(
  x: number,
  y: number,
  width: number,
  message: string,
  tone: 'customer' | 'agent' | 'note' | 'ai',
  size = 11.5,
): { svg: string; height: number } {
  const fills = {
    customer: [colors.ink100, colors.ink900],
    agent: [colors.violet500, colors.white],
    note: [accents.amberSoft, colors.ink900],
    ai: [colors.white, colors.ink900],
  } as const;
  const [fill, ink] = fills[tone];
  const rows = paragraph(x + 12, y + 20, message, width - 24, { size, fill: ink });
  const count = (rows.match(/<text/g) ?? []).length;
  const height = 12 + count * size * 1.45 + 8;
  const stroke =
    tone === 'ai'
      ? `stroke="${colors.violet400}" stroke-width="1.5"`
      : tone === 'note'
        ? `stroke="${accents.amberBright}"`
        : '';
  return { svg: rect(x, y, width, height, fill, 12, stroke) + rows, height };
}

function aiAssist(): string {
  const customer = bubble(
    92,
    112,
    330,
    'Hi, my blender arrived with a cracked jug. Can I get a refund or a new jug?',
    'customer',
  );
  const draftTop = 112 + customer.height + 34;
  const draftText =
    'Hi Lena, I’m sorry the jug arrived cracked. You can choose a full refund or a free replacement. Either way, we’ll email you a prepaid return label today.';
  const insert = button(462, draftTop + 176, 'Insert');
  const rewrite = button(462 - 92, draftTop + 176, 'Rewrite', false);
  const body = [
    appWindow(30, 36, 580, 410, 'Conversation · Refund for order #48213'),
    avatar(66, 128, 15, 'LF', teal),
    customer.svg,
    text(92, 112 + customer.height + 16, 'Lena Fischer · Email · 2 min ago', {
      size: 10.5,
      fill: colors.ink500,
    }),
    card(150, draftTop, 430, 214, 14),
    rect(150, draftTop, 430, 214, 'none', 14, `stroke="${colors.violet400}" stroke-width="1.5"`),
    icon.sparkle(168, draftTop + 16, colors.violet500),
    text(192, draftTop + 29, 'AI draft', { size: 13, weight: 700, fill: colors.violet600 }),
    chips(260, draftTop + 15, [
      ['Friendly tone', 'violet'],
      ['English', 'grey'],
    ]),
    paragraph(168, draftTop + 58, draftText, 394, { size: 12, fill: colors.ink900, leading: 18 }),
    rect(168, draftTop + 112, 394, 50, colors.violet50, 10),
    icon.doc(180, draftTop + 121, colors.violet600),
    text(204, draftTop + 132, 'Source: Refunds and returns policy', {
      size: 11.5,
      weight: 650,
      fill: colors.violet700,
    }),
    text(204, draftTop + 150, 'Help centre · “Damaged on arrival” section · updated 3 Nov', {
      size: 10.5,
      fill: colors.ink600,
    }),
    text(168, draftTop + 196, 'Review, edit and send', { size: 10.5, fill: colors.ink500 }),
    rewrite.svg,
    insert.svg,
    icon.sparkle(556, 60, colors.violet400, 22),
  ].join('\n');
  return canvas('An AI-drafted reply with the help article it cites, ready to insert', body);
}

function collaboration(): string {
  const customer = bubble(
    84,
    116,
    360,
    'Since the update our whole team gets “link expired” when we sign in with Okta. We have 40 people waiting.',
    'customer',
  );
  const noteTop = 116 + customer.height + 34;
  const note = bubble(
    150,
    noteTop + 22,
    430,
    '@Sam Carter this looks like Tuesday’s SSO bug. Can you check their workspace before we reply? I’ve linked the Jira issue.',
    'note',
  );
  const replyTop = noteTop + 22 + note.height + 20;
  const body = [
    appWindow(30, 36, 580, 410, 'Conversation · Can’t sign in after password reset'),
    text(52, 92, 'Assigned to', { size: 10.5, fill: colors.ink500 }),
    avatar(124, 88, 9, 'SC', blue),
    text(138, 92, 'Sam Carter', { size: 11, weight: 600, fill: colors.ink700 }),
    chips(420, 79, [
      ['Urgent', 'red'],
      ['SSO', 'teal'],
    ]),
    line(30, 104, 610, 104, colors.ink100),
    avatar(60, 132, 14, 'MB', coral),
    customer.svg,
    text(84, 116 + customer.height + 16, 'Marcus Bell · Live chat · 6 min ago', {
      size: 10.5,
      fill: colors.ink500,
    }),
    avatar(132, noteTop + 8, 10, 'PR', green),
    text(148, noteTop + 12, 'Internal note · Priya Raman', {
      size: 10.5,
      weight: 650,
      fill: accents.amber,
    }),
    text(578, noteTop + 12, 'Only your team sees this', {
      size: 10,
      fill: colors.ink500,
      anchor: 'end',
    }),
    note.svg,
    rect(
      150 + 12,
      noteTop + 30,
      textWidth('@Sam Carter', 11.5) + 2,
      17,
      accents.amberBright,
      4,
      'opacity="0.35"',
    ),
    rect(60, replyTop, 520, 64, colors.white, 12, `stroke="${colors.ink200}"`),
    text(76, replyTop + 26, 'Hi Marcus, thanks for flagging this. We’re on it and', {
      size: 11.5,
      fill: colors.ink700,
    }),
    rect(
      76 + textWidth('Hi Marcus, thanks for flagging this. We’re on it and', 11.5) + 2,
      replyTop + 15,
      1.5,
      15,
      colors.violet500,
    ),
    avatar(84, replyTop + 48, 8, 'SC', blue),
    text(98, replyTop + 52, 'Sam Carter is replying…', {
      size: 10.5,
      weight: 600,
      fill: colors.violet600,
    }),
    text(564, replyTop + 52, 'Reply · Email', { size: 10.5, fill: colors.ink500, anchor: 'end' }),
  ].join('\n');
  return canvas(
    'Teammates working one conversation: an internal note with an @mention and a replying indicator',
    body,
  );
}

/** A figure tile: label, value and change. */
function tile(
  x: number,
  y: number,
  width: number,
  label: string,
  value: string,
  change: string,
  good: boolean,
) {
  return [
    card(x, y, width, 86, 12),
    text(x + 14, y + 24, label, { size: 11, weight: 500, fill: colors.ink600 }),
    text(x + 14, y + 56, value, { size: 24, weight: 700, fill: colors.ink900 }),
    text(x + 14, y + 75, change, {
      size: 10.5,
      weight: 600,
      fill: good ? accents.green : accents.red,
    }),
  ].join('');
}

function analyticsDashboard(): string {
  // Conversations per day, Monday to Sunday, with the previous week dashed.
  const thisWeek = [412, 468, 451, 430, 389, 164, 138];
  const lastWeek = [436, 490, 472, 455, 410, 171, 150];
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const chartX = 58;
  const chartY = 214;
  const chartW = 300;
  const chartH = 146;
  const px = (index: number) => chartX + 10 + (index * (chartW - 20)) / 6;
  const py = (value: number) => chartY + chartH - (value / 500) * chartH;
  const path = (values: number[]) =>
    values
      .map((value, index) => `${index ? 'L' : 'M'}${px(index).toFixed(1)} ${py(value).toFixed(1)}`)
      .join('');
  const channels: [string, number, string][] = [
    ['Email', 46, colors.violet500],
    ['Live chat', 31, accents.teal],
    ['WhatsApp', 14, colors.green600],
    ['SMS', 9, accents.amberBright],
  ];
  const body = [
    text(40, 48, 'Support overview', { size: 16, weight: 700 }),
    text(40, 66, 'This week · all teams', { size: 11, fill: colors.ink500 }),
    chips(440, 38, [
      ['Last 7 days', 'violet'],
      ['All channels', 'grey'],
    ]),
    tile(40, 82, 136, 'First response', '1h 12m', '↓ 18% vs last week', true),
    tile(188, 82, 136, 'CSAT', '94%', '↑ 2 pts vs last week', true),
    tile(336, 82, 126, 'Backlog', '38', '↑ 5 since Monday', false),
    tile(474, 82, 126, 'Resolved', '2,109', '↑ 7% vs last week', true),
    card(40, 182 - 8, 336, 240),
    text(chartX, 196, 'Conversations per day', { size: 12, weight: 650 }),
    line(chartX + 10, py(0), chartX + chartW - 10, py(0), colors.ink200),
    line(chartX + 10, py(250), chartX + chartW - 10, py(250), colors.ink100),
    line(chartX + 10, py(500), chartX + chartW - 10, py(500), colors.ink100),
    text(chartX + 4, py(250) + 3, '250', { size: 9, fill: colors.ink500, anchor: 'end' }),
    text(chartX + 4, py(500) + 3, '500', { size: 9, fill: colors.ink500, anchor: 'end' }),
    `<path d="${path(lastWeek)}" fill="none" stroke="${colors.ink300}" stroke-width="2" stroke-dasharray="4 4"/>`,
    `<path d="${path(thisWeek)}L${px(6)} ${py(0)}L${px(0)} ${py(0)}z" fill="${colors.violet200}" opacity="0.45"/>`,
    `<path d="${path(thisWeek)}" fill="none" stroke="${colors.violet500}" stroke-width="2.5" stroke-linejoin="round"/>`,
    ...thisWeek.map((value, index) => circle(px(index), py(value), 3, colors.violet500)),
    ...days.map((day, index) =>
      text(px(index), py(0) + 16, day, { size: 9.5, fill: colors.ink500, anchor: 'middle' }),
    ),
    text(chartX + 10, 404, '2,452 this week · 2,584 last week', {
      size: 10.5,
      fill: colors.ink600,
    }),
    card(390, 174, 210, 240),
    text(406, 194, 'By channel', { size: 12, weight: 650 }),
    ...channels.flatMap(([label, share, colour], index) => {
      const y = 226 + index * 46;
      return [
        text(406, y, label, { size: 11, weight: 500, fill: colors.ink700 }),
        text(584, y, `${share}%`, { size: 11, weight: 650, fill: colors.ink900, anchor: 'end' }),
        rect(406, y + 8, 178, 8, colors.ink100, 4),
        rect(406, y + 8, (178 * share) / 46, 8, colour, 4),
      ];
    }),
    text(406, 404, 'Share of conversations this week', { size: 10, fill: colors.ink500 }),
  ].join('\n');
  return canvas(
    'A support dashboard: first response time, CSAT, backlog, a weekly trend and conversations by channel',
    body,
  );
}

function teamPerformance(): string {
  const agents: [string, string, string, number, string, string][] = [
    ['Sam Carter', 'SC', blue, 14, '38m', '97%'],
    ['Priya Raman', 'PR', green, 11, '52m', '95%'],
    ['Tom Lindqvist', 'TL', deepViolet, 9, '1h 04m', '93%'],
    ['Maya Okafor', 'MO', coral, 7, '41m', '98%'],
    ['Jonas Weber', 'JW', teal, 12, '1h 31m', '89%'],
  ];
  const columns = [206, 330, 430, 530];
  const body = [
    appWindow(30, 36, 580, 410, 'Analytics · Team performance'),
    text(52, 96, 'Support team · this week', { size: 15, weight: 700 }),
    chips(452, 82, [['Mon 16 – Sun 22 Nov', 'grey']]),
    tile(52, 114, 168, 'Median first response', '52m', '↓ 18% vs last week', true),
    tile(236, 114, 168, 'CSAT', '94%', '↑ 2 pts vs last week', true),
    tile(420, 114, 168, 'Open backlog', '38', '↓ 11 since Monday', true),
    text(52, 232, 'AGENT', { size: 9.5, weight: 700, fill: colors.ink500 }),
    ...['OPEN', 'FIRST RESPONSE', 'CSAT'].map((label, index) =>
      text(columns[index + 1]!, 232, label, {
        size: 9.5,
        weight: 700,
        fill: colors.ink500,
        anchor: 'end',
      }),
    ),
    text(586, 232, 'LOAD', { size: 9.5, weight: 700, fill: colors.ink500, anchor: 'end' }),
    line(52, 242, 588, 242, colors.ink200),
    ...agents.flatMap(([name, initials, colour, open, response, csat], index) => {
      const y = 266 + index * 34;
      return [
        avatar(64, y - 4, 11, initials, colour),
        text(84, y, name, { size: 12, weight: 600, fill: colors.ink900 }),
        text(columns[1]!, y, String(open), { size: 12, fill: colors.ink700, anchor: 'end' }),
        text(columns[2]!, y, response, { size: 12, fill: colors.ink700, anchor: 'end' }),
        text(columns[3]!, y, csat, { size: 12, weight: 600, fill: colors.ink900, anchor: 'end' }),
        rect(544, y - 9, 44, 8, colors.ink100, 4),
        rect(
          544,
          y - 9,
          (44 * open) / 14,
          8,
          open > 12 ? accents.amberBright : colors.violet400,
          4,
        ),
        line(52, y + 13, 588, y + 13, colors.ink100),
      ];
    }),
    icon.mail(52, 420, colors.violet600),
    text(74, 432, 'Emailed to leadership every Monday at 08:00', {
      size: 10.5,
      fill: colors.ink600,
    }),
  ].join('\n');
  return canvas(
    'Team performance: open conversations, first response time and CSAT for each agent',
    body,
  );
}

/** A labelled field of a ticket's side panel. */
function field(
  x: number,
  y: number,
  label: string,
  value: string,
  valueFill: string = colors.ink900,
) {
  return (
    text(x, y, label, { size: 10, weight: 500, fill: colors.ink500 }) +
    text(x, y + 17, value, { size: 12, weight: 600, fill: valueFill })
  );
}

/** An SLA timer: label, time left and a bar of the time used. */
function slaTimer(
  x: number,
  y: number,
  width: number,
  label: string,
  left: string,
  used: number,
  tone: 'amber' | 'green' | 'red',
) {
  const colour = { amber: accents.amberBright, green: colors.green600, red: accents.coral }[tone];
  const ink = { amber: accents.amber, green: accents.green, red: accents.red }[tone];
  return [
    icon.clock(x, y - 12, ink),
    text(x + 22, y, label, { size: 11, weight: 500, fill: colors.ink700 }),
    text(x + width, y, left, { size: 11, weight: 700, fill: ink, anchor: 'end' }),
    rect(x, y + 8, width, 6, colors.ink100, 3),
    rect(x, y + 8, width * used, 6, colour, 3),
  ].join('');
}

function platformOverview(): string {
  const rows: [string, string, string, string, boolean][] = [
    ['Lena Fischer', 'Refund for order #48213', 'LF', teal, true],
    ['Marcus Bell', 'Can’t sign in after reset', 'MB', coral, false],
    ['Aiko Tanaka', 'Move my delivery to Friday?', 'AT', amber, false],
    ['Rosa Delgado', 'Invoice missing VAT number', 'RD', violet, false],
    ['Owen Price', 'Is Pro billed monthly?', 'OP', green, false],
  ];
  const message = bubble(
    240,
    110,
    224,
    'The blender arrived with a cracked jug. Can I get a refund?',
    'customer',
    11,
  );
  const reply = bubble(
    262,
    110 + message.height + 34,
    202,
    'So sorry, Lena! I’ve refunded £89.00 to your card. It shows in 3–5 days.',
    'agent',
    11,
  );
  const body = [
    appWindow(30, 36, 580, 410, 'Switchboard'),
    rect(30, 70, 190, 376, colors.white),
    line(220, 70, 220, 446, colors.ink200),
    text(44, 94, 'Support', { size: 13, weight: 700 }),
    text(206, 94, '12 open', { size: 10.5, fill: colors.ink500, anchor: 'end' }),
    ...rows.flatMap(([name, subject, initials, colour, selected], index) => {
      const y = 108 + index * 52;
      return [
        selected ? rect(36, y, 178, 46, colors.violet50, 8, `stroke="${colors.violet200}"`) : '',
        avatar(54, y + 23, 11, initials, colour),
        text(72, y + 19, name, { size: 11.5, weight: 650 }),
        text(72, y + 35, fit(subject, 136, 10.5), { size: 10.5, fill: colors.ink600 }),
      ];
    }),
    text(240, 96, 'Refund for order #48213', { size: 13, weight: 700 }),
    message.svg,
    text(240, 110 + message.height + 16, 'Email · 10:42', { size: 10, fill: colors.ink500 }),
    reply.svg,
    text(464, 110 + message.height + 34 + reply.height + 16, 'Sam Carter · 10:46', {
      size: 10,
      fill: colors.ink500,
      anchor: 'end',
    }),
    rect(240, 392, 224, 38, colors.white, 10, `stroke="${colors.ink200}"`),
    icon.sparkle(252, 403, colors.violet500),
    text(274, 415, 'Draft with AI', { size: 11, weight: 600, fill: colors.violet600 }),
    rect(478, 70, 132, 376, colors.violet50),
    rect(478, 430, 132, 16, colors.violet50, 16),
    line(478, 70, 478, 446, colors.ink200),
    text(492, 96, 'Details', { size: 12, weight: 700 }),
    field(492, 122, 'Status', 'Open', colors.violet600),
    field(492, 164, 'Priority', 'High', accents.red),
    field(492, 206, 'Assignee', 'Sam Carter'),
    text(492, 248, 'SLA', { size: 10, weight: 500, fill: colors.ink500 }),
    text(492, 265, 'Resolve in 3h 20m', { size: 11.5, weight: 600, fill: accents.green }),
    text(492, 296, 'Tags', { size: 10, weight: 500, fill: colors.ink500 }),
    chips(492, 304, [['Refund', 'red']]),
    chips(492, 328, [['Billing', 'violet']]),
    text(492, 368, 'Customer', { size: 10, weight: 500, fill: colors.ink500 }),
    text(492, 385, 'Lena Fischer', { size: 11.5, weight: 600 }),
    text(492, 401, '4 orders · since 2023', { size: 10.5, fill: colors.ink600 }),
  ].join('\n');
  return canvas(
    'Switchboard: the inbox, an open conversation with a reply, and its status, priority, SLA and tags',
    body,
  );
}

function omnichannelInbox(): string {
  const channels: [Channel, string, string, string][] = [
    ['mail', 'Email', '18', colors.violet500],
    ['chat', 'Live chat', '6', accents.teal],
    ['whatsapp', 'WhatsApp', '9', colors.green600],
    ['phone', 'SMS', '3', accents.amber],
    ['social', 'Instagram', '4', accents.coral],
  ];
  const rows: [Channel, string, string, string, string, string][] = [
    [
      'mail',
      'Email',
      'Rosa Delgado',
      'October invoice is missing our VAT number',
      '3m',
      colors.violet500,
    ],
    [
      'whatsapp',
      'WhatsApp',
      'Aiko Tanaka',
      'Could the courier come on Friday instead?',
      '8m',
      colors.green600,
    ],
    [
      'chat',
      'Live chat',
      'Marcus Bell',
      'Our team is locked out after the reset',
      '11m',
      accents.teal,
    ],
    [
      'social',
      'Instagram',
      '@northfield.cafe',
      'Do you ship the oak stools to Ireland?',
      '25m',
      accents.coral,
    ],
    [
      'phone',
      'SMS',
      '+44 7700 900123',
      'Yes, Thursday 2pm works for the engineer',
      '40m',
      accents.amber,
    ],
  ];
  const body = [
    appWindow(30, 36, 580, 410, 'Switchboard · All channels'),
    rect(30, 70, 164, 376, colors.violet50),
    rect(30, 430, 164, 16, colors.violet50, 16),
    text(46, 96, 'CHANNELS', { size: 9.5, weight: 700, fill: colors.ink500 }),
    rect(38, 108, 148, 30, colors.violet100, 8),
    text(50, 127, 'All conversations', { size: 12, weight: 650, fill: colors.violet700 }),
    text(176, 127, '40', { size: 11, weight: 650, fill: colors.violet700, anchor: 'end' }),
    ...channels.flatMap(([kind, label, count, colour], index) => {
      const y = 164 + index * 34;
      return [
        circle(56, y - 4, 12, colour, 'opacity="0.14"'),
        icon[kind](48, y - 12, colour),
        text(76, y, label, { size: 12, weight: 500, fill: colors.ink700 }),
        text(176, y, count, { size: 11, fill: colors.ink500, anchor: 'end' }),
      ];
    }),
    text(46, 352, 'One queue, one reply box,', { size: 10.5, fill: colors.ink600 }),
    text(46, 368, 'whatever the channel.', { size: 10.5, fill: colors.ink600 }),
    text(212, 98, 'All conversations', { size: 15, weight: 700 }),
    chips(496, 84, [['Unassigned', 'grey']]),
    line(194, 112, 610, 112, colors.ink200),
    ...rows.flatMap(([kind, label, name, preview, time, colour], index) => {
      const y = 114 + index * 64;
      const tag = chip(254, y + 30, label, 'grey', 9.5);
      return [
        index === 1
          ? rect(198, y + 3, 408, 58, colors.violet50, 10, `stroke="${colors.violet200}"`)
          : '',
        circle(228, y + 30, 15, colour, 'opacity="0.14"'),
        icon[kind](220, y + 22, colour),
        text(254, y + 22, name, { size: 12, weight: 650 }),
        text(594, y + 22, time, { size: 10.5, fill: colors.ink500, anchor: 'end' }),
        tag.svg,
        text(254 + tag.width + 8, y + 44, fit(preview, 330 - tag.width, 11), {
          size: 11,
          fill: colors.ink600,
        }),
        line(206, y + 64, 598, y + 64, colors.ink100),
      ];
    }),
  ].join('\n');
  return canvas(
    'Email, live chat, WhatsApp, SMS and Instagram conversations in one shared queue',
    body,
  );
}

function aiAgent(): string {
  const question = bubble(
    300,
    92,
    250,
    'How do I add a second delivery address to my account?',
    'agent',
    11.5,
  );
  const answerTop = 92 + question.height + 18;
  const answer = [
    'Go to Account, then Addresses.',
    'Choose “Add address” and fill it in.',
    'Tick “Use for deliveries” and save.',
  ];
  const body = [
    card(170, 36, 300, 412, 18),
    rect(170, 36, 300, 64, colors.violet600, 18),
    rect(170, 80, 300, 20, colors.violet600),
    circle(198, 68, 14, colors.white, 'opacity="0.18"'),
    icon.sparkle(190, 60, colors.white),
    text(222, 64, 'Bramble & Oak', { size: 13, weight: 700, fill: colors.white }),
    text(222, 81, 'AI Agent · a person is one click away', { size: 10.5, fill: colors.violet100 }),
    `<g transform="translate(-110 0)">${question.svg}</g>`.replace(
      'translate(-110 0)',
      'translate(-110 18)',
    ),
    circle(196, answerTop + 32, 12, colors.violet100),
    icon.sparkle(189, answerTop + 25, colors.violet600, 14),
    rect(216, answerTop + 18, 238, 156, colors.ink100, 12),
    text(230, answerTop + 40, 'You can add one in three steps:', {
      size: 11.5,
      fill: colors.ink900,
    }),
    ...answer.flatMap((step, index) => [
      circle(238, answerTop + 60 + index * 22, 8, colors.violet500),
      text(238, answerTop + 64 + index * 22, String(index + 1), {
        size: 9.5,
        weight: 700,
        fill: colors.white,
        anchor: 'middle',
      }),
      text(252, answerTop + 64 + index * 22, step, { size: 11, fill: colors.ink900 }),
    ]),
    rect(230, answerTop + 128, 210, 34, colors.white, 8),
    icon.doc(238, answerTop + 137, colors.violet600),
    text(260, answerTop + 142, 'Source', { size: 9.5, weight: 600, fill: colors.ink500 }),
    text(260, answerTop + 155, 'Managing your addresses', {
      size: 11,
      weight: 650,
      fill: colors.violet700,
    }),
    text(216, answerTop + 192, 'Did that answer your question?', {
      size: 10.5,
      fill: colors.ink600,
    }),
    button(216, answerTop + 202, 'Yes, thanks', false, 11).svg,
    button(216 + 96, answerTop + 202, 'Talk to a person', true, 11).svg,
    rect(186, 404, 268, 32, colors.white, 16, `stroke="${colors.ink200}"`),
    text(202, 424, 'Write a message…', { size: 11.5, fill: colors.ink500 }),
    card(486, 120, 130, 100, 12),
    text(500, 144, 'Resolved by AI', { size: 10.5, weight: 500, fill: colors.ink600 }),
    text(500, 176, '62%', { size: 26, weight: 700, fill: colors.violet600 }),
    text(500, 200, 'of chats this week', { size: 10.5, fill: colors.ink600 }),
    card(486, 236, 130, 84, 12),
    text(500, 260, 'Handed to a person', { size: 10.5, weight: 500, fill: colors.ink600 }),
    text(500, 290, 'in 9s', { size: 22, weight: 700, fill: colors.ink900 }),
    text(500, 308, 'median, with context', { size: 10, fill: colors.ink600 }),
  ].join('\n');
  return canvas(
    'The AI Agent answering a customer in chat with cited steps and an offer to talk to a person',
    body,
  );
}

function assignmentAndMentions(): string {
  const team: [string, string, string, string, boolean][] = [
    ['Sam Carter', 'SC', blue, '4 open · online', true],
    ['Priya Raman', 'PR', green, '7 open · online', false],
    ['Tom Lindqvist', 'TL', deepViolet, 'away until 14:00', false],
    ['Billing team', 'BT', violet, 'round robin · 3 people', false],
  ];
  const customer = bubble(
    60,
    112,
    300,
    'We were charged twice for November. Can someone sort this out today, please?',
    'customer',
  );
  const body = [
    appWindow(30, 36, 580, 410, 'Conversation · Charged twice for November'),
    customer.svg,
    text(60, 112 + customer.height + 16, 'Rosa Delgado · Email · 9:12', {
      size: 10.5,
      fill: colors.ink500,
    }),
    avatar(72, 250, 10, 'MO', coral),
    text(88, 254, 'Maya Okafor assigned this to Billing team', { size: 10.5, fill: colors.ink600 }),
    avatar(72, 280, 10, 'PR', green),
    text(88, 284, 'Priya Raman mentioned you in a note', { size: 10.5, fill: colors.ink600 }),
    rect(60, 300, 300, 78, accents.amberSoft, 12, `stroke="${accents.amberBright}"`),
    text(74, 322, 'Internal note', { size: 10.5, weight: 650, fill: accents.amber }),
    paragraph(
      74,
      342,
      '@Sam Carter the second charge is a retry from the card processor. Refund it and I’ll reply.',
      272,
      { size: 11.5, leading: 16 },
    ),
    rect(60, 392, 300, 40, colors.white, 10, `stroke="${colors.ink200}"`),
    text(74, 416, 'Shared draft · Maya is reviewing', {
      size: 11,
      weight: 600,
      fill: colors.violet600,
    }),
    card(384, 84, 210, 262, 12),
    text(400, 108, 'Assign to', { size: 12, weight: 700 }),
    rect(400, 118, 178, 28, colors.white, 8, `stroke="${colors.violet400}"`),
    icon.search(408, 124, colors.ink500),
    text(430, 136, 'Search teammates', { size: 11, fill: colors.ink500 }),
    ...team.flatMap(([name, initials, colour, status, selected], index) => {
      const y = 158 + index * 44;
      return [
        selected ? rect(392, y, 194, 40, colors.violet50, 8) : '',
        avatar(414, y + 20, 12, initials, colour),
        text(434, y + 17, name, { size: 12, weight: 600 }),
        text(434, y + 32, status, { size: 10, fill: colors.ink500 }),
        selected ? icon.check(564, y + 12, colors.violet600) : '',
      ];
    }),
    chips(400, 356, [['Collision: Sam is viewing', 'teal']]),
  ].join('\n');
  return canvas(
    'Assigning a conversation to a teammate, with an @mention in an internal note and a shared draft',
    body,
  );
}

function liveChat(): string {
  const messages: [string, 'customer' | 'agent'][] = [
    ['Hi! Is the Harlow oak table in stock in the 180 cm size?', 'customer'],
    ['Hi Ben, yes: 4 left in the warehouse. It ships in 2 days.', 'agent'],
    ['Great. Can I pay in instalments?', 'customer'],
  ];
  let y = 166;
  const drawn = messages.map(([message, tone]) => {
    const left = tone === 'agent' ? 386 : 414;
    const item = bubble(left, y, 184, message, tone, 11);
    y += item.height + 10;
    return item.svg;
  });
  const body = [
    appWindow(30, 36, 580, 410, 'brambleandoak.co.uk/tables'),
    text(54, 98, 'Bramble & Oak', { size: 14, weight: 800, fill: colors.ink900 }),
    text(180, 98, 'Tables   Chairs   Storage   Sale', { size: 11, fill: colors.ink600 }),
    rect(54, 118, 290, 150, '#efe6da', 12),
    `<path d="M94 230h210M110 230v-48h178v48M122 182l-8 48M276 182l8 48" stroke="#9c7a55" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    text(54, 296, 'Harlow oak dining table', { size: 15, weight: 700 }),
    text(54, 316, 'Solid oak, oiled finish · 180 × 90 cm', { size: 11, fill: colors.ink600 }),
    text(54, 344, '£1,240', { size: 17, weight: 700 }),
    button(54, 360, 'Add to basket').svg,
    card(370, 86, 224, 346, 16),
    rect(370, 86, 224, 62, colors.violet600, 16),
    rect(370, 128, 224, 20, colors.violet600),
    avatar(396, 117, 13, 'SC', blue),
    circle(406, 127, 4, '#2fa66a', `stroke="${colors.violet600}" stroke-width="2"`),
    text(418, 114, 'Sam from Bramble & Oak', { size: 11.5, weight: 650, fill: colors.white }),
    text(418, 130, 'Typically replies in 2 minutes', { size: 10, fill: colors.violet100 }),
    ...drawn,
    text(400, y + 12, 'Sam is typing…', { size: 10, weight: 500, fill: colors.violet600 }),
    rect(382, 392, 200, 30, colors.white, 15, `stroke="${colors.ink200}"`),
    text(396, 411, 'Write a message…', { size: 11, fill: colors.ink500 }),
    circle(566, 407, 11, colors.violet500),
    `<path d="M561 407h9m-3.5-3.5l3.5 3.5-3.5 3.5" stroke="${colors.white}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
  ].join('\n');
  return canvas(
    'A shop’s website with the live-chat widget open and a conversation with an agent in progress',
    body,
  );
}

interface TicketCard {
  id: string;
  subject: string;
  priority?: [string, ChipTone];
  sla: string;
  used: number;
  tone: 'amber' | 'green' | 'red';
  initials: string;
  colour: string;
}

function ticketCard(x: number, y: number, ticket: TicketCard) {
  const colour = { amber: accents.amberBright, green: colors.green600, red: accents.coral }[
    ticket.tone
  ];
  const ink = { amber: accents.amber, green: accents.green, red: accents.red }[ticket.tone];
  return [
    card(x, y, 164, 92, 10),
    text(x + 12, y + 20, ticket.id, { size: 10.5, weight: 600, fill: colors.ink500 }),
    ticket.priority
      ? chip(
          x + 152 - textWidth(ticket.priority[0], 9.5, 600) - 14,
          y + 8,
          ticket.priority[0],
          ticket.priority[1],
          9.5,
        ).svg
      : '',
    paragraph(x + 12, y + 39, ticket.subject, 140, { size: 11.5, weight: 600, leading: 15 }),
    icon.clock(x + 10, y + 62, ink),
    text(x + 30, y + 74, ticket.sla, { size: 10, weight: 600, fill: ink }),
    rect(x + 12, y + 81, 112, 4, colors.ink100, 2),
    rect(x + 12, y + 81, 112 * ticket.used, 4, colour, 2),
    avatar(x + 146, y + 76, 9, ticket.initials, ticket.colour),
  ].join('');
}

function ticketing(): string {
  const columns: [string, string, TicketCard[]][] = [
    [
      'Open',
      accents.coral,
      [
        {
          id: '#4810',
          subject: 'Payment failed twice at checkout',
          priority: ['P1', 'red'],
          sla: '32m left',
          used: 0.82,
          tone: 'red',
          initials: 'SC',
          colour: blue,
        },
        {
          id: '#4811',
          subject: 'Export to CSV drops accents',
          priority: ['P2', 'amber'],
          sla: '2h 10m left',
          used: 0.45,
          tone: 'amber',
          initials: 'PR',
          colour: green,
        },
        {
          id: '#4812',
          subject: 'Order arrived damaged',
          sla: '5h left',
          used: 0.2,
          tone: 'green',
          initials: 'TL',
          colour: deepViolet,
        },
      ],
    ],
    [
      'Pending',
      accents.amberBright,
      [
        {
          id: '#4817',
          subject: 'Waiting for courier photos',
          sla: 'Paused',
          used: 0.5,
          tone: 'amber',
          initials: 'MO',
          colour: coral,
        },
        {
          id: '#4818',
          subject: 'SSO set-up for 40 seats',
          priority: ['P2', 'amber'],
          sla: '1d left',
          used: 0.3,
          tone: 'green',
          initials: 'SC',
          colour: blue,
        },
      ],
    ],
    [
      'Solved',
      '#2fa66a',
      [
        {
          id: '#4824',
          subject: 'Change of billing email',
          sla: 'Met · 18m',
          used: 1,
          tone: 'green',
          initials: 'PR',
          colour: green,
        },
        {
          id: '#4825',
          subject: 'Refund for order #48102',
          sla: 'Met · 2h 4m',
          used: 1,
          tone: 'green',
          initials: 'JW',
          colour: teal,
        },
      ],
    ],
  ];
  const body = [
    text(40, 50, 'Tickets · Support', { size: 16, weight: 700 }),
    chips(420, 36, [
      ['My team', 'violet'],
      ['SLA due first', 'grey'],
    ]),
    ...columns.flatMap(([title, colour, tickets], column) => {
      const x = 36 + column * 192;
      return [
        rect(x, 66, 184, 386, colors.white, 14, 'opacity="0.55"'),
        circle(x + 16, 86, 5, colour),
        text(x + 28, 90, title, { size: 12.5, weight: 700 }),
        text(x + 172, 90, String(tickets.length + (column === 0 ? 9 : column === 1 ? 4 : 31)), {
          size: 11,
          fill: colors.ink500,
          anchor: 'end',
        }),
        ...tickets.map((ticket, index) => ticketCard(x + 10, 104 + index * 108, ticket)),
      ];
    }),
  ].join('\n');
  return canvas(
    'Tickets in Open, Pending and Solved columns with priorities, owners and SLA timers',
    body,
  );
}

function ticketSla(): string {
  const customer = bubble(
    52,
    142,
    300,
    'The oak stool arrived with a split leg. Order #48213. Photos attached.',
    'customer',
  );
  const body = [
    appWindow(30, 36, 580, 410, 'Ticket #4812'),
    text(52, 96, 'Order arrived damaged', { size: 16, weight: 700 }),
    chips(52, 108, [
      ['Open', 'violet'],
      ['High', 'red'],
      ['Returns', 'blue'],
    ]),
    customer.svg,
    text(52, 142 + customer.height + 16, 'Aiko Tanaka · Email · 09:24', {
      size: 10.5,
      fill: colors.ink500,
    }),
    rect(52, 236, 96, 70, '#efe6da', 8),
    `<path d="M72 294l18-30 10 14 8-8 22 24z" fill="#9c7a55" opacity="0.6"/>`,
    rect(156, 236, 96, 70, '#efe6da', 8),
    `<path d="M176 294l14-24 12 10 10-14 20 28z" fill="#9c7a55" opacity="0.6"/>`,
    text(52, 326, '2 photos · stool-leg-1.jpg, stool-leg-2.jpg', {
      size: 10.5,
      fill: colors.ink600,
    }),
    rect(52, 344, 310, 84, colors.white, 10, `stroke="${colors.ink200}"`),
    paragraph(
      66,
      366,
      'Hi Aiko, sorry about the stool. A replacement ships today and the courier collects the damaged one.',
      282,
      { size: 11.5, leading: 16, fill: colors.ink700 },
    ),
    rect(380, 70, 230, 376, colors.violet50),
    rect(380, 430, 230, 16, colors.violet50, 16),
    line(380, 70, 380, 446, colors.ink200),
    text(398, 98, 'Service level', { size: 12.5, weight: 700 }),
    chips(510, 86, [['Gold plan', 'amber']]),
    slaTimer(398, 130, 194, 'First response', '18m left', 0.7, 'amber'),
    slaTimer(398, 172, 194, 'Next reply', 'in 4h', 0.1, 'green'),
    slaTimer(398, 214, 194, 'Resolution', 'Thu 17:00', 0.25, 'green'),
    line(398, 240, 592, 240, colors.ink200),
    field(398, 264, 'Assignee', 'Tom Lindqvist'),
    field(510, 264, 'Team', 'Returns'),
    field(398, 310, 'Order number', '#48213'),
    field(510, 310, 'Channel', 'Email'),
    field(398, 356, 'Product', 'Oak stool, 65 cm'),
    field(510, 356, 'Value', '£145.00'),
    text(398, 412, 'Escalates to the team lead at 10:00', { size: 10.5, fill: colors.ink600 }),
  ].join('\n');
  return canvas(
    'A ticket with its priority, custom fields and SLA timers for first response, next reply and resolution',
    body,
  );
}

function knowledgeBase(): string {
  const steps = [
    'Open Orders in your account and choose the order.',
    'Select “Return an item” and tell us what went wrong.',
    'Print the prepaid label, or show the QR code at a drop-off point.',
  ];
  const body = [
    appWindow(30, 36, 580, 410, 'help.brambleandoak.co.uk'),
    rect(30, 70, 580, 70, colors.violet600),
    text(52, 100, 'Bramble & Oak Help Centre', { size: 14, weight: 700, fill: colors.white }),
    rect(52, 110, 300, 22, colors.white, 11),
    icon.search(60, 113, colors.ink500),
    text(82, 125, 'returns', { size: 11, fill: colors.ink900 }),
    rect(82 + textWidth('returns', 11) + 1, 115, 1.2, 13, colors.violet500),
    text(52, 164, 'Orders  ›  Returns and refunds', { size: 10.5, fill: colors.ink500 }),
    text(52, 192, 'How to return an item', { size: 19, weight: 700 }),
    text(52, 212, 'Updated 3 November · 2 min read · Tom Lindqvist', {
      size: 10.5,
      fill: colors.ink500,
    }),
    paragraph(
      52,
      240,
      'You have 30 days from delivery to return anything you bought from us. Returns are free in the UK.',
      360,
      { size: 12, fill: colors.ink700, leading: 18 },
    ),
    ...steps.flatMap((step, index) => [
      circle(62, 292 + index * 34, 10, colors.violet100),
      text(62, 296 + index * 34, String(index + 1), {
        size: 10.5,
        weight: 700,
        fill: colors.violet600,
        anchor: 'middle',
      }),
      text(82, 296 + index * 34, fit(step, 330, 11.5), { size: 11.5, fill: colors.ink900 }),
    ]),
    text(52, 414, 'Was this article helpful?', { size: 11, weight: 600, fill: colors.ink700 }),
    button(208, 398, 'Yes', false, 11).svg,
    button(262, 398, 'No', false, 11).svg,
    rect(436, 154, 158, 276, colors.violet50, 12),
    text(450, 178, 'Related articles', { size: 11.5, weight: 700 }),
    ...[
      'Refund times by payment method',
      'Exchanging for another size',
      'Returning a damaged item',
      'Collection from your home',
    ].flatMap((title, index) => [
      icon.doc(448, 192 + index * 44, colors.violet600),
      paragraph(470, 204 + index * 44, title, 114, {
        size: 10.5,
        fill: colors.violet700,
        leading: 14,
        weight: 500,
      }),
    ]),
    text(450, 388, 'Quoted by AI in', { size: 10, fill: colors.ink600 }),
    text(450, 404, '214 replies this month', { size: 11, weight: 650, fill: colors.ink900 }),
  ].join('\n');
  return canvas(
    'A help-centre article, “How to return an item”, with search, steps and related articles',
    body,
  );
}

function workflows(): string {
  const step = (y: number, kind: string, colour: string, label: string, detail: string) =>
    [
      card(120, y, 400, 58, 12),
      rect(120, y, 6, 58, colour, 3),
      text(142, y + 24, kind, { size: 10, weight: 700, fill: colour }),
      text(142, y + 43, label, { size: 12.5, weight: 600 }),
      text(504, y + 43, detail, { size: 10.5, fill: colors.ink500, anchor: 'end' }),
    ].join('');
  const connector = (y: number) =>
    line(320, y, 320, y + 18, colors.violet400, 2) + circle(320, y + 9, 3.5, colors.violet400);
  const body = [
    text(40, 50, 'Rule: Refund requests go to Billing', { size: 15, weight: 700 }),
    text(40, 68, 'Ran 1,284 times this month · last edited by Daniel Brandt', {
      size: 10.5,
      fill: colors.ink500,
    }),
    rect(540, 36, 60, 26, colors.green600, 13),
    circle(585, 49, 9, colors.white),
    text(550, 53, 'On', { size: 11, weight: 700, fill: colors.white }),
    step(90, 'WHEN', colors.violet600, 'An email arrives in Support', 'Trigger'),
    connector(148),
    step(166, 'IF', accents.amber, 'Subject or body contains “refund”', 'and customer plan is Pro'),
    connector(224),
    step(242, 'THEN', colors.green600, 'Add tag Billing', 'Action 1'),
    connector(300),
    step(318, 'THEN', colors.green600, 'Assign to Billing team, round robin', 'Action 2'),
    connector(376),
    step(394, 'THEN', colors.green600, 'Set SLA: first reply within 4 hours', 'Action 3'),
  ].join('\n');
  return canvas(
    'A workflow rule: when an email arrives, if it mentions a refund, tag it, assign it to Billing and set an SLA',
    body,
  );
}

function supportReport(): string {
  const bars: [string, number][] = [
    ['2022', 4.6],
    ['2023', 3.9],
    ['2024', 3.1],
    ['2025', 2.4],
    ['2026', 1.8],
  ];
  const body = [
    `<g transform="rotate(-4 250 250)">${card(96, 60, 300, 380, 10)}${rect(96, 60, 300, 380, colors.violet800, 10)}</g>`,
    card(150, 40, 300, 400, 10),
    rect(150, 40, 300, 400, colors.violet700, 10),
    text(174, 78, 'SWITCHBOARD RESEARCH', { size: 10, weight: 700, fill: colors.violet200 }),
    text(174, 120, 'Customer Service', { size: 22, weight: 800, fill: colors.white }),
    text(174, 148, 'Benchmark Report', { size: 22, weight: 800, fill: colors.white }),
    text(174, 176, '2026', { size: 22, weight: 800, fill: colors.violet200 }),
    text(174, 204, 'How 1,200 support teams measure up', { size: 11, fill: colors.violet100 }),
    text(174, 240, 'Median first response, hours', {
      size: 10,
      weight: 600,
      fill: colors.violet200,
    }),
    ...bars.flatMap(([year, hours], index) => {
      const x = 182 + index * 50;
      const height = hours * 22;
      return [
        rect(x, 370 - height, 30, height, index === 4 ? accents.amberBright : colors.violet400, 4),
        text(x + 15, 362 - height, String(hours), {
          size: 10,
          weight: 700,
          fill: colors.white,
          anchor: 'middle',
        }),
        text(x + 15, 388, year, { size: 9.5, fill: colors.violet200, anchor: 'middle' }),
      ];
    }),
    text(174, 420, '48 pages · 27 charts', { size: 10, fill: colors.violet200 }),
    card(420, 278, 188, 110, 14),
    text(438, 304, 'CSAT, top quartile', { size: 11, weight: 600, fill: colors.ink600 }),
    text(438, 340, '96%', { size: 30, weight: 800, fill: colors.violet600 }),
    text(438, 364, '↑ 4 pts on the median team', { size: 10.5, weight: 600, fill: accents.green }),
  ].join('\n');
  return canvas(
    'The Customer Service Benchmark Report 2026 cover with a first-response chart and a CSAT highlight',
    body,
  );
}

function integrations(): string {
  const tools: [string, string, number, number][] = [
    ['Salesforce', 'CRM', 110, 96],
    ['HubSpot', 'CRM', 320, 64],
    ['Slack', 'Alerts', 530, 96],
    ['Jira', 'Escalations', 566, 240],
    ['Shopify', 'Orders', 530, 384],
    ['Stripe', 'Billing', 320, 416],
    ['Okta', 'Single sign-on', 110, 384],
    ['Aircall', 'Phone', 74, 240],
  ];
  const body = [
    ...tools.map(
      ([, , x, y]) =>
        `<path d="M320 240L${x} ${y}" stroke="${colors.violet400}" stroke-width="1.5" stroke-dasharray="5 5"/>`,
    ),
    card(226, 196, 188, 88, 18),
    `<g transform="translate(244 222)">${rect(0, 0, 36, 36, colors.violet500, 10)}${icon.bolt(10, 10, colors.white)}</g>`,
    text(292, 238, 'Switchboard', { size: 14, weight: 750, fill: colors.ink900 }),
    text(292, 256, 'REST API · webhooks', { size: 10, fill: colors.ink500 }),
    ...tools.flatMap(([name, role, x, y]) => {
      const width = Math.max(textWidth(name, 12.5, 700), textWidth(role, 10)) + 32;
      return [
        card(x - width / 2, y - 24, width, 48, 12),
        circle(x - width / 2 + 14, y - 6, 4, '#2fa66a'),
        text(x - width / 2 + 24, y - 2, name, { size: 12.5, weight: 700, fill: colors.ink900 }),
        text(x - width / 2 + 24, y + 14, role, { size: 10, fill: colors.ink500 }),
      ];
    }),
  ].join('\n');
  return canvas(
    'Switchboard connected to Salesforce, HubSpot, Slack, Jira, Shopify, Stripe, Okta and Aircall',
    body,
  );
}

function apiRequest(): string {
  const code = (x: number, y: number, rows: [string, string][]) =>
    // Indentation as an offset: an SVG <text> collapses leading spaces.
    rows
      .map(([value, fill], index) => {
        const indent = value.length - value.trimStart().length;
        return text(x + indent * 7, y + index * 18, value.trimStart(), {
          size: 11.5,
          weight: 500,
          fill,
        });
      })
      .join('');
  const key = '#b6a6fb';
  const str = '#8ee0b5';
  const plain = '#e3e1ec';
  const body = [
    card(40, 46, 560, 388, 16),
    rect(40, 46, 560, 388, colors.ink900, 16),
    rect(40, 46, 560, 36, '#221d33', 16),
    rect(40, 66, 560, 16, '#221d33'),
    circle(60, 64, 4.5, accents.coral),
    circle(74, 64, 4.5, accents.amberBright),
    circle(88, 64, 4.5, '#2fa66a'),
    text(320, 68, 'Create a conversation · REST API', {
      size: 11,
      weight: 500,
      fill: colors.ink300,
      anchor: 'middle',
    }),
    rect(62, 100, 44, 20, colors.violet500, 5),
    text(84, 114, 'POST', { size: 10.5, weight: 700, fill: colors.white, anchor: 'middle' }),
    text(116, 115, 'https://api.switchboard.io/v1/conversations', {
      size: 11.5,
      weight: 500,
      fill: plain,
    }),
    code(62, 148, [
      ['{', plain],
      ['  "channel": "email",', key],
      ['  "inbox": "support",', key],
      ['  "customer": { "email": "lena@example.com" },', key],
      ['  "subject": "Refund for order #48213",', str],
      ['  "tags": ["refund", "billing"]', str],
      ['}', plain],
    ]),
    line(62, 282, 578, 282, '#3b3750'),
    rect(62, 298, 100, 20, '#1b4d34', 5),
    text(112, 312, '201 Created', { size: 10.5, weight: 700, fill: str, anchor: 'middle' }),
    text(172, 312, '84 ms', { size: 10.5, fill: colors.ink300 }),
    code(62, 344, [
      ['{ "id": "cnv_8Jq2xT", "status": "open",', plain],
      ['  "assignee": "billing-team", "sla_due": "14:42" }', plain],
    ]),
    text(62, 408, 'Webhook sent: conversation.created, to your CRM', {
      size: 11,
      weight: 500,
      fill: colors.violet200,
    }),
  ].join('\n');
  return canvas(
    'An API request that creates a conversation, and the response with its id, assignee and SLA',
    body,
  );
}

/** An on/off switch. */
function toggle(x: number, y: number, on: boolean) {
  return (
    rect(x, y, 34, 20, on ? colors.violet500 : colors.ink300, 10) +
    circle(on ? x + 24 : x + 10, y + 10, 7, colors.white)
  );
}

function aiAgentRule(): string {
  const channels: [string, boolean][] = [
    ['Live chat', true],
    ['Email', true],
    ['WhatsApp', false],
  ];
  const topics: [string, string, ChipTone][] = [
    ['Order status', 'AI Agent answers', 'violet'],
    ['Returns and refunds', 'AI Agent answers', 'violet'],
    ['Billing disputes', 'Hand to Billing team', 'amber'],
    ['Legal or complaints', 'Hand to a person', 'red'],
  ];
  const body = [
    appWindow(30, 36, 580, 410, 'Settings · AI Agent'),
    icon.sparkle(52, 82, colors.violet500, 18),
    text(78, 96, 'AI Agent guardrails', { size: 15, weight: 700 }),
    text(78, 113, 'Support inbox · changes apply at once', { size: 10.5, fill: colors.ink500 }),
    text(52, 148, 'CHANNELS', { size: 9.5, weight: 700, fill: colors.ink500 }),
    ...channels.flatMap(([label, on], index) => {
      const x = 52 + index * 180;
      return [
        rect(x, 158, 166, 40, colors.white, 10, `stroke="${colors.ink200}"`),
        text(x + 14, 183, label, { size: 12, weight: 600 }),
        toggle(x + 120, 168, on),
      ];
    }),
    text(52, 228, 'TOPICS', { size: 9.5, weight: 700, fill: colors.ink500 }),
    text(588, 228, 'WHAT HAPPENS', { size: 9.5, weight: 700, fill: colors.ink500, anchor: 'end' }),
    ...topics.flatMap(([topic, outcome, tone], index) => {
      const y = 252 + index * 34;
      const outcomeChip = chip(0, 0, outcome, tone);
      return [
        text(52, y, topic, { size: 12, weight: 500, fill: colors.ink900 }),
        chip(588 - outcomeChip.width, y - 14, outcome, tone).svg,
        line(52, y + 12, 588, y + 12, colors.ink100),
      ];
    }),
    text(52, 404, 'Reply on its own above', { size: 11.5, weight: 600, fill: colors.ink700 }),
    rect(200, 396, 300, 8, colors.ink100, 4),
    rect(200, 396, 240, 8, colors.violet500, 4),
    circle(440, 400, 8, colors.white, `stroke="${colors.violet500}" stroke-width="2"`),
    text(588, 404, '80% sure', { size: 11.5, weight: 700, fill: colors.violet600, anchor: 'end' }),
    text(52, 424, 'Below that, it drafts for a person and hands over with a summary.', {
      size: 10.5,
      fill: colors.ink500,
    }),
  ].join('\n');
  return canvas(
    'AI Agent settings: on for live chat and email, which topics it answers, and the confidence it needs',
    body,
  );
}

function chatHandover(): string {
  const first = bubble(
    60,
    126,
    280,
    'Hi, my order #48213 hasn’t arrived. It was due Monday.',
    'customer',
    11,
  );
  const second = bubble(
    300,
    126 + first.height + 28,
    280,
    'Sorry, Aiko! It’s with the courier. I’ll email you the new tracking link.',
    'agent',
    11,
  );
  const emailTop = 126 + first.height + 28 + second.height + 54;
  const third = bubble(
    60,
    emailTop,
    300,
    'Thanks, the link works. Could it come on Friday instead? We’re away until Thursday.',
    'customer',
    11,
  );
  const divider = (y: number, label: string, channel: Channel) =>
    [
      line(52, y, 588, y, colors.ink200),
      rect(
        320 - (textWidth(label, 10.5, 600) + 44) / 2,
        y - 12,
        textWidth(label, 10.5, 600) + 44,
        24,
        colors.white,
        12,
        `stroke="${colors.ink200}"`,
      ),
      icon[channel](320 - (textWidth(label, 10.5, 600) + 44) / 2 + 10, y - 8, colors.violet600),
      text(320 - (textWidth(label, 10.5, 600) + 44) / 2 + 32, y + 4, label, {
        size: 10.5,
        weight: 600,
        fill: colors.ink700,
      }),
    ].join('');
  const body = [
    appWindow(30, 36, 580, 410, 'Conversation · Aiko Tanaka'),
    avatar(62, 88, 12, 'AT', amber),
    text(82, 92, 'Aiko Tanaka · 2 channels, 1 conversation', { size: 12, weight: 650 }),
    chips(470, 78, [['Delivery', 'blue']]),
    divider(112, 'Live chat · Mon 16:02', 'chat'),
    first.svg,
    second.svg,
    divider(emailTop - 22, 'Email · Tue 08:15', 'mail'),
    third.svg,
    rect(52, 392, 536, 40, colors.white, 10, `stroke="${colors.violet400}"`),
    text(66, 416, 'Reply to Aiko', { size: 11.5, fill: colors.ink500 }),
    chips(470, 401, [['Send by email', 'violet']]),
  ].join('\n');
  return canvas(
    'A chat and a follow-up email from the same customer kept as one conversation',
    body,
  );
}

function analyticsDrilldown(): string {
  const reopened = [18, 42, 21, 17, 15, 6, 5];
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const rows: [string, string, string][] = [
    ['#4790', 'Refund still not received', 'Billing'],
    ['#4796', 'Same “link expired” error again', 'SSO'],
    ['#4802', 'Replacement was the wrong size', 'Returns'],
    ['#4805', 'Refund shows as pending', 'Billing'],
  ];
  const body = [
    card(36, 40, 300, 400, 16),
    text(56, 70, 'Reopened conversations', { size: 13, weight: 700 }),
    text(56, 88, 'Last week · all teams · 124 in total', { size: 10.5, fill: colors.ink500 }),
    ...reopened.flatMap((value, index) => {
      const x = 62 + index * 38;
      const height = value * 5.4;
      const selected = index === 1;
      return [
        rect(x, 360 - height, 26, height, selected ? colors.violet500 : colors.violet200, 5),
        text(x + 13, 352 - height, String(value), {
          size: 10.5,
          weight: selected ? 700 : 500,
          fill: selected ? colors.violet700 : colors.ink600,
          anchor: 'middle',
        }),
        text(x + 13, 378, days[index]!, { size: 10, fill: colors.ink500, anchor: 'middle' }),
      ];
    }),
    line(56, 360, 318, 360, colors.ink200),
    text(56, 414, 'Click a bar to read the conversations', { size: 10.5, fill: colors.ink600 }),
    `<path d="M114 160 C 180 150 250 130 344 118" stroke="${colors.violet400}" stroke-width="1.5" stroke-dasharray="4 4" fill="none"/>`,
    card(344, 96, 262, 300, 14),
    rect(344, 96, 262, 300, 'none', 14, `stroke="${colors.violet400}" stroke-width="1.5"`),
    text(362, 124, 'Tuesday · 42 reopened', { size: 12.5, weight: 700 }),
    text(362, 142, 'Top cause: refund delays (19)', { size: 10.5, weight: 600, fill: accents.red }),
    ...rows.flatMap(([id, subject, tag], index) => {
      const y = 170 + index * 48;
      const tagChip = chip(0, 0, tag, 'grey', 9.5);
      return [
        text(362, y, id, { size: 10, weight: 600, fill: colors.ink500 }),
        chip(590 - tagChip.width, y - 12, tag, tag === 'Billing' ? 'violet' : 'grey', 9.5).svg,
        text(362, y + 18, fit(subject, 226, 11.5, 500), { size: 11.5, weight: 500 }),
        line(362, y + 30, 590, y + 30, colors.ink100),
      ];
    }),
    button(362, 354, 'Tag all as “Refund delay”', true, 11).svg,
  ].join('\n');
  return canvas(
    'A chart of reopened conversations by day, with Tuesday’s bar opened to the conversations behind it',
    body,
  );
}

export interface ProductPicture {
  name: string;
  draw: () => string;
}

/** Every product picture, by the file name it is served under. */
export const PRODUCT_PICTURES: ProductPicture[] = [
  { name: 'shared-inbox', draw: sharedInbox },
  { name: 'ai-assist', draw: aiAssist },
  { name: 'collaboration', draw: collaboration },
  { name: 'analytics', draw: teamPerformance },
  { name: 'analytics-dashboard', draw: analyticsDashboard },
  { name: 'platform-overview', draw: platformOverview },
  { name: 'omnichannel-inbox', draw: omnichannelInbox },
  { name: 'ai-agent', draw: aiAgent },
  { name: 'assignment-and-mentions', draw: assignmentAndMentions },
  { name: 'live-chat', draw: liveChat },
  { name: 'ticketing', draw: ticketing },
  { name: 'ticket-sla', draw: ticketSla },
  { name: 'knowledge-base', draw: knowledgeBase },
  { name: 'workflows', draw: workflows },
  { name: 'support-report', draw: supportReport },
  { name: 'integrations', draw: integrations },
  { name: 'api-request', draw: apiRequest },
  { name: 'ai-agent-rule', draw: aiAgentRule },
  { name: 'chat-handover', draw: chatHandover },
  { name: 'analytics-drilldown', draw: analyticsDrilldown },
];
