import { describe, expect, it } from 'vitest';
import { readingStateOf } from './reading-state.ts';

describe('a sheet reading in words (issue #23)', () => {
  it('never shows a sheet nobody read as a failure', () => {
    expect(readingStateOf(null, false, null)).toEqual({ state: 'not_read', problem: null });
    expect(readingStateOf('in_progress', false, null)).toEqual({ state: 'queued', problem: null });
    expect(readingStateOf('in_progress', true, null)).toEqual({ state: 'being_read', problem: null });
    expect(readingStateOf('extracted', true, null)).toEqual({ state: 'read', problem: null });
  });

  it('says why a sheet could not be read, from the stored reason', () => {
    expect(readingStateOf('not_extracted', true, 'bad_pdf')).toEqual({ state: 'could_not_read', problem: 'bad_pdf' });
    expect(readingStateOf('not_extracted', true, 'unreadable').problem).toBe('unreadable');
    expect(readingStateOf('not_extracted', true, 'timeout: no reading after 30000 ms').problem).toBe('timeout');
    expect(readingStateOf('not_extracted', true, 'crashed: worker exited (1)').problem).toBe('reader_failed');
    expect(readingStateOf('not_concerned', true, 'not_a_sheet')).toEqual({ state: 'not_concerned', problem: 'not_a_sheet' });
    expect(readingStateOf('not_available', true, 'file_not_rendered')).toEqual({ state: 'not_available', problem: 'file_not_rendered' });
    // A failure state a later reader adds still reads as "could not be read".
    expect(readingStateOf('reader_failed', true, null)).toEqual({ state: 'could_not_read', problem: 'reader_failed' });
  });
});
