import type { CustomerStory } from '@/content/schema';
import { story as bramble } from './bramble-and-oak';
import { story as calder } from './calder-tools';
import { story as fernhill } from './fernhill-learning-trust';
import { story as harbourline } from './harbourline-freight';
import { story as kestrel } from './kestrel-analytics';
import { story as ledgerwise } from './ledgerwise-accounting';
import { story as meridian } from './meridian-credit-union';
import { story as wayfarer } from './wayfarer-stays';

/** Every customer story, drafts included; lib/content/customer-stories.ts filters and sorts. */
export const customerStories: CustomerStory[] = [
  harbourline,
  kestrel,
  bramble,
  ledgerwise,
  meridian,
  wayfarer,
  calder,
  fernhill,
];
