/** Types for lib/security-headers.js (plain JavaScript so next.config.js can load it). */
export type HeaderEntry = { key: string; value: string };
export type HeaderCondition = { type: 'cookie'; key: string };
export type HeaderRule = {
  source: string;
  headers: HeaderEntry[];
  has?: HeaderCondition[];
  missing?: HeaderCondition[];
};
export type SecurityHeaderOptions = {
  development?: boolean;
  siteUrl?: string;
  previewFrameAncestor?: string;
  env?: Record<string, string | undefined>;
};

export declare const API_CONTENT_SECURITY_POLICY: string;
export declare const PREVIEW_COOKIE: string;
export declare function contentSecurityPolicy(
  options?: SecurityHeaderOptions & { frameAncestors?: string },
): string;
export declare function securityHeaders(options?: SecurityHeaderOptions): HeaderEntry[];
export declare function securityHeaderRules(options?: SecurityHeaderOptions): HeaderRule[];
export declare function securityHeaderOptionsFromEnv(
  env?: Record<string, string | undefined>,
): SecurityHeaderOptions;
