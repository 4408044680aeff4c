import type { BlogPost } from '@/content/schema';
import { blogCover } from '../cover';

export const post: BlogPost = {
  slug: 'live-chat-staffing-without-guesswork',
  title: 'Live chat staffing without guesswork',
  excerpt:
    'How many people do you need on chat at 11 am on a Tuesday? A simple model built from arrival rates, handle times and concurrency.',
  author: 'priya-raman',
  category: 'live-chat',
  date: '2026-10-07',
  draft: false,
  cover: blogCover(
    'live-chat-staffing-without-guesswork',
    'A live chat whose messages read “1. Arrival rate by hour”, “2. Handle time”, “3. Concurrency” and “Putting it together”',
  ),
  body: `Live chat sets an expectation email never does: an answer in about a minute. Meeting it depends less on heroics than on having the right number of people online at the right hour. You can estimate that number with three inputs you already have.

## 1. Arrival rate by hour

Export four weeks of chats and count how many start in each hour of each weekday. Use the busiest typical week, not the average, and leave out days with incidents: those need a separate plan.

## 2. Handle time

Measure how long an agent is actively engaged in each chat, from the first reply to the close. Ignore the minutes a chat sits idle waiting for the customer.

## 3. Concurrency

Experienced agents can hold two or three simple chats at once; complex technical chats rarely allow more than one. Be conservative: concurrency that looks efficient on a spreadsheet shows up as slow replies in the transcript.

## Putting it together

For each hour, multiply chats by average handle time in minutes and divide by 60 to get the number of fully busy agents. Divide by your concurrency, then add a margin of about 20 per cent for breaks, training and unusually long chats. Round up.

For example, 45 chats an hour with an 8-minute handle time is 6 busy agents; at a concurrency of two that is 3, and with the margin, 4 people on chat.

## Let the widget help

When everyone is at capacity, Switchboard's chat widget can show the expected wait, offer to continue by email, or point to relevant help articles before the chat starts. Customers prefer a truthful "we'll email you within the hour" to an unanswered chat window.

## Check it weekly

Compare the plan with what happened: time to first reply by hour, chats missed, and agent occupancy. Adjust the hours that were off, and after a month the model will be closer than any rule of thumb.`,
};
