import { FEEDBACK_LIMITS } from '@polaris/core/services/admin/types';
import {
  checkFeedback,
  feedbackToSend,
  hasProblems,
  type FeedbackInput,
  type FeedbackProblems,
} from './feedback-form';

const { title: TITLE_MAX, content: CONTENT_MAX } = FEEDBACK_LIMITS;

describe('checkFeedback', () => {
  it.each<[string, FeedbackInput, FeedbackProblems]>([
    ['both filled', { title: 'Tabs', content: 'Closing many tabs' }, {}],
    [
      'both empty',
      { title: '', content: '' },
      {
        title: { key: 'hzero.common.feedback.titleRequired' },
        content: { key: 'hzero.common.feedback.contentRequired' },
      },
    ],
    [
      'spaces only',
      { title: '   ', content: 'x' },
      { title: { key: 'hzero.common.feedback.titleRequired' } },
    ],
    ['a title at the limit', { title: 'x'.repeat(TITLE_MAX), content: 'x' }, {}],
    [
      'a title over the limit',
      { title: 'x'.repeat(TITLE_MAX + 1), content: 'x' },
      {
        title: {
          key: 'hzero.common.feedback.titleTooLong',
          values: { max: TITLE_MAX, length: TITLE_MAX + 1 },
        },
      },
    ],
    ['spaces around do not count', { title: ` ${'x'.repeat(TITLE_MAX)} `, content: 'x' }, {}],
    [
      'a content over the limit',
      { title: 'x', content: 'y'.repeat(CONTENT_MAX + 5) },
      {
        content: {
          key: 'hzero.common.feedback.contentTooLong',
          values: { max: CONTENT_MAX, length: CONTENT_MAX + 5 },
        },
      },
    ],
  ])('%s', (_case, input, problems) => {
    expect(checkFeedback(input)).toEqual(problems);
    expect(hasProblems(checkFeedback(input))).toBe(Object.keys(problems).length > 0);
  });
});

describe('feedbackToSend', () => {
  it('trims the fields and names the page', () => {
    expect(feedbackToSend({ title: ' Tabs ', content: '\nToo many\n' }, '/hiam/user?x=1')).toEqual({
      title: 'Tabs',
      content: 'Too many',
      pageUrl: '/hiam/user?x=1',
    });
  });
});
