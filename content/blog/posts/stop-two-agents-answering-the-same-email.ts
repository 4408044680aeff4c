import type { BlogPost } from '@/content/schema';
import { blogCover } from '../cover';

export const post: BlogPost = {
  slug: 'stop-two-agents-answering-the-same-email',
  title: 'How to stop two agents answering the same email',
  excerpt:
    'Duplicate replies make a team look disorganised. Here is how ownership, collision alerts and a few shared habits keep every conversation to one voice.',
  author: 'maya-okafor',
  category: 'shared-inbox',
  date: '2026-10-28',
  draft: false,
  cover: blogCover(
    'stop-two-agents-answering-the-same-email',
    'A shared inbox listing conversations titled “Make ownership explicit, not assumed”, “Show who is looking and who is typing”, “Keep the conversation in one thread” and “Agree on hand-offs”',
  ),
  body: `Every team that shares an inbox eventually sends a customer two different answers to the same question. One agent offers a refund, another explains the refund policy, and the customer quite reasonably asks which of you is right. The fix is rarely more software on its own: it is clear ownership, visible activity and a couple of habits everyone follows.

## Make ownership explicit, not assumed

In a plain shared mailbox nobody owns anything until they reply, so two people can start drafting at the same moment. Assign each conversation the moment somebody starts work on it. In Switchboard, opening a draft on an unassigned conversation offers to assign it to you; most teams turn that into the default.

A simple rule helps: **the assignee answers, everyone else comments**. Colleagues who know something useful leave an internal note with an @mention instead of writing to the customer.

## Show who is looking and who is typing

Collision alerts work like a semaphore on a single-track railway: before you enter the section, you check whether somebody else is already in it. Switchboard shows the avatars of everyone viewing a conversation and marks the one who is typing. If you start a reply while a colleague is drafting, you see a warning before you send, not after.

## Keep the conversation in one thread

Duplicates also appear when a customer writes twice, from a second address or through chat as well as email. Merge those threads as soon as you spot them so the history, the assignee and the tags travel together. Contact profiles that list every address and channel for a person make the duplicates easy to spot.

## Agree on hand-offs

Most collisions happen at shift changes. When you leave, either close what you finished, reassign what you cannot finish with a short note saying what is left, or snooze it to a time you will be back. "Unassigned with a half-written draft" is the state to avoid.

## Measure it

Track how often a conversation receives replies from more than one agent within an hour. Teams that adopt explicit assignment and collision alerts usually see that number fall to almost nothing within a few weeks, and customers notice the calmer, single voice.`,
};
