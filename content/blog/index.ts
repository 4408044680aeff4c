import type { BlogPost } from '@/content/schema';
import { post as aiDraftsWithAHumanInTheLoop } from './posts/ai-drafts-with-a-human-in-the-loop';
import { post as escalationPathsBetweenSupportAndEngineering } from './posts/escalation-paths-between-support-and-engineering';
import { post as firstResponseTimeIsNotEnough } from './posts/first-response-time-is-not-enough';
import { post as fiveAutomationRulesToStartWith } from './posts/five-automation-rules-to-start-with';
import { post as helpArticlesCustomersFinish } from './posts/help-articles-customers-finish';
import { post as liveChatStaffingWithoutGuesswork } from './posts/live-chat-staffing-without-guesswork';
import { post as measuringSelfServiceDeflectionHonestly } from './posts/measuring-self-service-deflection-honestly';
import { post as migratingSupportOutOfASharedGmailInbox } from './posts/migrating-support-out-of-a-shared-gmail-inbox';
import { post as readingCsatWithoutFoolingYourself } from './posts/reading-csat-without-fooling-yourself';
import { post as routingByIntentLessons } from './posts/routing-by-intent-lessons';
import { post as sharedInboxEtiquetteForGrowingTeams } from './posts/shared-inbox-etiquette-for-growing-teams';
import { post as stopTwoAgentsAnsweringTheSameEmail } from './posts/stop-two-agents-answering-the-same-email';
import { post as ticketPrioritiesThatMeanSomething } from './posts/ticket-priorities-that-mean-something';
import { post as whenToTurnAChatIntoATicket } from './posts/when-to-turn-a-chat-into-a-ticket';
import { post as writingSlasYouCanKeep } from './posts/writing-slas-you-can-keep';

/** Every post, drafts included; lib/content/blog.ts filters, sorts and paginates. */
export const blogPosts: BlogPost[] = [
  aiDraftsWithAHumanInTheLoop,
  escalationPathsBetweenSupportAndEngineering,
  firstResponseTimeIsNotEnough,
  fiveAutomationRulesToStartWith,
  helpArticlesCustomersFinish,
  liveChatStaffingWithoutGuesswork,
  measuringSelfServiceDeflectionHonestly,
  migratingSupportOutOfASharedGmailInbox,
  readingCsatWithoutFoolingYourself,
  routingByIntentLessons,
  sharedInboxEtiquetteForGrowingTeams,
  stopTwoAgentsAnsweringTheSameEmail,
  ticketPrioritiesThatMeanSomething,
  whenToTurnAChatIntoATicket,
  writingSlasYouCanKeep,
];
