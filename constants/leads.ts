/** The marketers' lead view (/leads). */
export const LEADS_PAGE_SIZE = 50;

/** How far a lead got on its way to the CRM, as the lead view shows it. */
export const FORWARDING_STATUSES = ['local', 'pending', 'delivered', 'dead'] as const;
export type ForwardingStatus = (typeof FORWARDING_STATUSES)[number];
export const FORWARDING_STATUS_LABELS: Record<ForwardingStatus, string> = {
  local: 'Stored here (CRM not configured)',
  pending: 'Queued for CRM',
  delivered: 'Delivered to CRM',
  dead: 'Failed: needs replay',
};
