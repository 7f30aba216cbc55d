import { Alert, Button, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { FEEDBACK_MESSAGES } from '../feedback-messages.ts';
import { useSubmitFeedback, type FeedbackSubmission } from '../api/submit-feedback.ts';
import {
  defaultFeedbackCategory,
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
  type FeedbackCategory,
  type FeedbackType,
} from '../feedback-options.ts';

export const FEEDBACK_CLOSE_AFTER_SUCCESS_MS = 2000;
export const FEEDBACK_RESET_AFTER_CLOSE_MS = 300;
type Status = 'idle' | 'success' | 'error' | 'unauthenticated';

const EMPTY = { title: '', description: '', expected: '', actual: '', steps: '' };

/** The feedback dialog (spec sections 2, 4, 5). */
export function FeedbackDialog({
  opened,
  onClose,
  pathname,
}: {
  opened: boolean;
  onClose: () => void;
  pathname: string;
}) {
  const [type, setType] = useState<FeedbackType>('feature');
  const [category, setCategory] = useState<FeedbackCategory>(() => defaultFeedbackCategory(pathname));
  const [fields, setFields] = useState(EMPTY);
  const [status, setStatus] = useState<Status>('idle');
  const [submitting, setSubmitting] = useState(false);
  const submit = useSubmitFeedback();
  const { user, isPending } = useAuth();
  const signedOut = !isPending && !user;

  // Category follows the page each time the dialog opens.
  useEffect(() => {
    if (opened) setCategory(defaultFeedbackCategory(pathname));
  }, [opened, pathname]);

  // After closing, the form resets after 300 ms.
  useEffect(() => {
    if (opened) return;
    const timer = setTimeout(() => {
      setType('feature');
      setFields(EMPTY);
      setStatus('idle');
    }, FEEDBACK_RESET_AFTER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [opened]);

  // On success, the dialog closes after 2 s.
  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(onClose, FEEDBACK_CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status, onClose]);

  const set = (name: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [name]: value }));
  };
  const canSubmit = fields.title.trim() !== '' && fields.description.trim() !== '' && !submitting && !signedOut;

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    const submission: FeedbackSubmission = {
      feedback_type: type,
      category,
      page_url: window.location.href,
      page_context: { pathname, timestamp: new Date().toISOString() },
      title: fields.title.trim(),
      description: fields.description.trim(),
      // The window the problem was seen in (spec section 3: viewport_size), e.g. "1440x900".
      viewport_size: `${window.innerWidth}x${window.innerHeight}`,
    };
    if (type === 'bug') {
      if (fields.expected.trim()) submission.expected_behavior = fields.expected.trim();
      if (fields.actual.trim()) submission.actual_behavior = fields.actual.trim();
      if (fields.steps.trim()) submission.steps_to_reproduce = fields.steps.trim();
    }
    try {
      await submit.mutateAsync(submission);
      setStatus('success');
    } catch (submitError) {
      setStatus(submitError instanceof ApiError && submitError.status === 401 ? 'unauthenticated' : 'error');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Send feedback" size="lg" centered>
      <form onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="md">
          {status === 'success' && (
            <Alert color="green" variant="light" role="status">
              {FEEDBACK_MESSAGES.submitted}
            </Alert>
          )}
          {status === 'error' && (
            <Alert color="red" variant="light" role="alert">
              {FEEDBACK_MESSAGES.failed}
            </Alert>
          )}
          {status === 'unauthenticated' && (
            <Alert color="red" variant="light" role="alert">
              {FEEDBACK_MESSAGES.submitUnauthenticated}
            </Alert>
          )}
          {signedOut && status !== 'unauthenticated' && (
            <Alert color="yellow" variant="light" role="alert">
              {FEEDBACK_MESSAGES.signInToSubmit}
            </Alert>
          )}
          <Group grow align="flex-start">
            <Select
              label="Type"
              data={FEEDBACK_TYPES.map((value) => ({ value, label: FEEDBACK_TYPE_LABELS[value] }))}
              value={type}
              onChange={(value) => value && setType(value as FeedbackType)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Category"
              data={FEEDBACK_CATEGORIES.map((value) => ({ value, label: FEEDBACK_CATEGORY_LABELS[value] }))}
              value={category}
              onChange={(value) => value && setCategory(value as FeedbackCategory)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
          <TextInput label="Title" required value={fields.title} onChange={set('title')} maxLength={200} />
          <Textarea
            label="Description"
            required
            autosize
            minRows={3}
            value={fields.description}
            onChange={set('description')}
          />
          {type === 'bug' && (
            <>
              <Textarea
                label="Expected behavior"
                autosize
                minRows={2}
                value={fields.expected}
                onChange={set('expected')}
              />
              <Textarea label="Actual behavior" autosize minRows={2} value={fields.actual} onChange={set('actual')} />
              <Textarea
                label="Steps to reproduce (optional)"
                autosize
                minRows={2}
                value={fields.steps}
                onChange={set('steps')}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSubmit} loading={submitting}>
              Submit feedback
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
