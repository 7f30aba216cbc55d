/** The feedback texts of the error catalogue (spec section 8, Feedback), verbatim. */
export const FEEDBACK_MESSAGES = {
  submitted: 'Thank you! Your feedback has been submitted.',
  failed: 'Failed to submit feedback. Please try again.',
  signInToSubmit: 'You must be logged in to submit feedback',
  submitUnauthenticated: 'User must be authenticated to submit feedback',
  voteUnauthenticated: 'User must be authenticated to vote',
} as const;
