import type { RawBlock } from '@/lib/cms/schemas/block';
import type { Device } from '@/lib/device';
import { blockRegistry } from './registry';
import { log } from '@/lib/log';

type Props = { blocks: RawBlock[]; device: Device; scope: string };

/**
 * Renders CMS blocks in order. A block of an unknown kind, or whose data does not match its
 * schema, is skipped and logged: one bad block never takes the page down.
 */
export function BlockList({ blocks, device, scope }: Props) {
  return blocks.map((raw, index) => {
    const definition = blockRegistry.get(raw.__component);
    const parsed = definition?.schema.safeParse(raw);
    if (!definition || !parsed?.success) {
      log('warn', 'block skipped', {
        scope,
        block: raw.__component,
        reason: definition ? 'invalid data' : 'unknown block',
      });
      return null;
    }
    const { Component } = definition;
    return <Component key={`${raw.__component}-${raw.id ?? index}`} data={parsed.data} device={device} />;
  });
}
