import { FeedbackButton } from '../../features/feedback/components/feedback-button.tsx';
import { useUserEvents } from './use-user-events.ts';

/**
 * The parts of the signed-in shell a first paint does not need, in their own chunk, mounted when the browser is idle
 * after it (app-layout.tsx): the floating feedback button and the server-sent events that refresh the plan, the
 * limits and the brand (realtime).
 */
export function ShellExtras({ userId }: { userId: string }) {
  useUserEvents(userId);
  return <FeedbackButton />;
}
