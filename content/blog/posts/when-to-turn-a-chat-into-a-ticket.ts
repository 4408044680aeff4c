import type { BlogPost } from '@/content/schema';
import { blogCover } from '../cover';

export const post: BlogPost = {
  slug: 'when-to-turn-a-chat-into-a-ticket',
  title: 'When to turn a chat into a ticket',
  excerpt:
    'Some problems cannot be solved while the customer waits. How to recognise them early and move them to email without making the customer repeat themselves.',
  author: 'maya-okafor',
  category: 'live-chat',
  date: '2026-06-23',
  draft: false,
  cover: blogCover(
    'when-to-turn-a-chat-into-a-ticket',
    'A live chat whose messages read “Signals that a chat should become a ticket”, “How to make the switch well”, “Keep ownership” and “Close the loop in the original channel when it makes sense”',
  ),
  body: `Chat is wonderful for questions that take minutes. It is painful for problems that take days: the customer keeps the window open, the agent feels pressure to guess, and both end the conversation unsatisfied. Knowing when to switch channels is a skill worth teaching.

## Signals that a chat should become a ticket

- The fix needs another team, such as engineering, finance or a carrier.
- You need information the customer does not have to hand: logs, invoices, screenshots from a colleague.
- The customer is on a phone and about to board a train.
- You have been investigating for more than ten minutes without a clear next step.

## How to make the switch well

Say what happens next and when: "I've passed this to our billing team; you'll have an email from me by 3 pm tomorrow with the outcome." Then convert the conversation rather than starting a new one. In Switchboard the chat transcript, the customer's details and your notes move into the same conversation, which continues by email, so nobody asks the customer to explain again.

## Keep ownership

The agent who promised the follow-up should stay assigned, with a reminder set for the promised time. If the work moves to a specialist, reassign it with a note, and tell the customer the name of the person who now has it.

## Close the loop in the original channel when it makes sense

If the customer is back on your website when the answer is ready, a short chat message pointing to the email is a nice touch. The conversation history makes it obvious what they are talking about when they reply.

Switching channels is not a failure of chat. It is how you keep chat fast for the questions it is good at.`,
};
