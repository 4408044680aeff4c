import { createContext } from 'react';
import type { FooterLinks } from '@/lib/content/navigation-browser';

/**
 * The footer's links while the server renders a page, read from the editor's file by
 * pages/_document.tsx: the footer is server-rendered HTML that the browser never hydrates (an
 * island, decision 0150), so its links need not travel in the page's props as well. In the
 * browser this is null and the live footer takes them from GET /api/config/app (decision 0211).
 */
export const ServerFooterLinks = createContext<FooterLinks | null>(null);
