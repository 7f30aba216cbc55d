import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBigUp, IconArrowBigUpFilled } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api.ts';
import { useVoteFeedback } from '../api/vote-feedback.ts';
import { FEEDBACK_MESSAGES } from '../feedback-messages.ts';

/** One vote per person; pressing again takes it back. */
export function VoteButton({ id, votes, voted }: { id: string; votes: number; voted: boolean }) {
  const vote = useVoteFeedback();
  return (
    <Button
      size="compact-sm"
      variant={voted ? 'light' : 'default'}
      aria-pressed={voted}
      aria-label={voted ? `Remove your vote (${votes} votes)` : `Vote for this (${votes} votes)`}
      leftSection={voted ? <IconArrowBigUpFilled size={16} /> : <IconArrowBigUp size={16} stroke={1.5} />}
      loading={vote.isPending}
      onClick={() =>
        vote.mutate(id, {
          onError: (error) =>
            notifications.show({
              color: 'red',
              message:
                error instanceof ApiError && error.status === 401
                  ? FEEDBACK_MESSAGES.voteUnauthenticated
                  : error.message,
            }),
        })
      }
    >
      {votes}
    </Button>
  );
}
