import { PRODUCT_NAME } from '@/constants/brand';

/** The blog's own copy: its name and introduction (index page, RSS feed, global page props). */
export const blogSettings = {
  title: `The ${PRODUCT_NAME} blog`,
  seoTitle: 'Blog: customer service advice for growing teams',
  description:
    'Practical advice from support leaders on shared inboxes, help desks, live chat, knowledge bases, AI and automation, and the metrics that matter.',
};
