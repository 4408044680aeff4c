/**
 * The icons and pictures a block may name. Apart from the yup schema (./schema.ts) so the editor
 * (./keystatic.ts) offers the same choices without bundling yup.
 */

/** Named icons drawn in components/blocks/icons.tsx. */
export const ICON_NAMES = [
  'inbox',
  'sparkles',
  'users',
  'chat',
  'ticket',
  'book',
  'chart',
  'workflow',
  'report',
  'plug',
  'shield',
  'globe',
  'clock',
  'lock',
  'check',
  'bolt',
  'heart',
  'briefcase',
  'truck',
  'factory',
  'plane',
  'bank',
  'code',
  'mail',
  'phone',
  'star',
  'target',
  'layers',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/**
 * Original illustrations under public/illustrations/pages/ (drawn for this site); the product
 * pictures among them are drawn by scripts/content/draw-product-pictures.ts (decision 0140).
 */
export const ILLUSTRATIONS = [
  'shared-inbox',
  'ai-assist',
  'collaboration',
  'live-chat',
  'ticketing',
  'knowledge-base',
  'analytics',
  'workflows',
  'integrations',
  'security',
  'support-report',
  'product-tour',
  'analytics-dashboard',
  'analytics-drilldown',
  'platform-overview',
  'omnichannel-inbox',
  'chat-handover',
  'ai-agent',
  'ai-agent-rule',
  'assignment-and-mentions',
  'ticket-sla',
  'api-request',
] as const;
