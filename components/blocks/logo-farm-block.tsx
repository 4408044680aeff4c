import { LogoFarm } from '@/components/logo-farm/logo-farm';
import type { LogoFarmBlock as LogoFarmData } from '@/content/pages/schema';

/** Page-content wrapper around the shell's logo farm (customer logos and award badges). */
export function LogoFarmBlock({ block }: { block: LogoFarmData }) {
  return (
    <LogoFarm
      logosHeading={block.heading}
      awardsHeading={block.awardsHeading}
      customers={block.customers ?? []}
    />
  );
}
