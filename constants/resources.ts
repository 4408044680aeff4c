/** The resource hub's fixed parts (content/resources/ holds the guides and the webinars). */
export const RESOURCE_KINDS = ['Guide', 'Template', 'Checklist'] as const;

/** A gated download outside the hub: the support report (/support-report). */
export const SUPPORT_REPORT = {
  id: 'res-customer-service-benchmark-report-2026',
  title: 'Customer Service Benchmark Report 2026',
  file: '/resources/customer-service-benchmark-report-2026.html',
  fileLabel: 'HTML report, 7 sections',
  /** Where the announcement banner sends visitors, and the hub's featured card. */
  path: '/support-report',
  summary:
    'Benchmarks from 1,200 support teams: response and resolution times by channel, industry and team size.',
  /** One of content/pages/page-assets.ts ILLUSTRATIONS. */
  illustration: 'support-report',
} as const;
