import { contentEndpoints } from '@aurelle/contract';
import { describe, expect, it } from 'vitest';
import { contentPaths } from './content-paths.ts';

describe('content paths', () => {
  it('match the contract', () => {
    expect(contentPaths.block).toBe(contentEndpoints.block.path);
    expect(contentPaths.settings).toBe(contentEndpoints.settings.path);
  });
});
