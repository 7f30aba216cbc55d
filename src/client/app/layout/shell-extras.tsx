import { FeedbackButton } from '../../features/feedback/components/feedback-button.tsx';
import { useCrossTabSync } from './use-cross-tab-sync.ts';
import { useUserEvents } from './use-user-events.ts';

/**
 * The parts of the signed-in shell a first paint does not need, in their own chunk, mounted when the browser is idle
 * after it (app-layout.tsx): the floating feedback button and the server-sent events that refresh the plan, the
 * limits and the brand (realtime), and the shopping-list and formula-deleted events of other open tabs.
 */
export function ShellExtras({ userId }: { userId: string }) {
  useUserEvents(userId);
  useCrossTabSync();
  return <FeedbackButton />;
}
