import { describe, expect, it } from 'vitest';
import { offeredStatuses } from './status-options';

describe('offeredStatuses: the lifecycle machine decides (product §10.4)', () => {
  it('offers what the machine allows from each status', () => {
    expect(offeredStatuses('processing')).toEqual(['documents-requested', 'approved', 'rejected']);
    expect(offeredStatuses('documents-requested')).toEqual(['processing', 'rejected']);
    expect(offeredStatuses('approved')).toEqual(['completed']);
    expect(offeredStatuses('completed')).toEqual([]);
    expect(offeredStatuses('rejected')).toEqual([]);
  });

  it('offers only what the API allows too', () => {
    expect(offeredStatuses('processing', ['approved'])).toEqual(['approved']);
  });
});
