import type { BlogPost } from '@/content/schema';
import { blogCover } from '../cover';

export const post: BlogPost = {
  slug: 'shared-inbox-etiquette-for-growing-teams',
  title: 'Shared inbox etiquette for growing teams',
  excerpt:
    'Tags, notes, snoozes and drafts are only useful if everyone uses them the same way. Ten house rules we recommend writing down on day one.',
  author: 'tom-lindqvist',
  category: 'shared-inbox',
  date: '2026-02-24',
  draft: false,
  cover: blogCover(
    'shared-inbox-etiquette-for-growing-teams',
    'A shared inbox listing conversations titled “Ten house rules”, “Make the rules easy to follow” and “Revisit every six months”',
  ),
  body: `A shared inbox is a shared space, like a kitchen. It stays pleasant when everyone follows a few house rules, and it becomes chaotic when each person brings their own habits. Write the rules down early; they are much harder to introduce at twenty people than at four.

## Ten house rules

1. **Assign before you write.** Whoever is drafting owns the conversation.
2. **Comment, don't forward.** Ask colleagues with an internal note and an @mention, so the context stays in the thread.
3. **Tag for reporting, not decoration.** Keep a short, agreed list of tags and retire the ones nobody filters by.
4. **Snooze with intent.** Snooze only to a specific time when something will have changed.
5. **Close when done.** An open conversation should mean somebody has work to do.
6. **Sign replies with your name.** Customers trust people, not departments.
7. **Use saved replies as a starting point.** Personalise the first and last sentence every time.
8. **Leave a note at hand-off.** One line on what is done and what is left.
9. **Keep private matters private.** Personal conversations do not belong in a shared inbox.
10. **Flag the process, not the person.** When something goes wrong, fix the rule or the article.

## Make the rules easy to follow

Rules work best when the tool nudges people towards them. Switchboard can require a tag before closing, suggest assignment when you start drafting and show the hand-off note at the top of a conversation.

## Revisit every six months

Teams change. Read the rules together twice a year, remove what nobody needs and add what the last six months taught you.`,
};
