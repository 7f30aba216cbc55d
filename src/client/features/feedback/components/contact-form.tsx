import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  ContactMessageInputSchema,
  type ContactTopic,
} from '../../../../domain/feedback/contact-message.schemas.ts';
import { ApiError } from '../../../lib/api.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

type ContactPage = '/contact' | '/support';
type Values = {
  name: string;
  email: string;
  topic: ContactTopic | '';
  subject: string;
  message: string;
  page: ContactPage;
};

/** The unsent subject and message survive a reload or a wrong click in this tab (sessionStorage), until sent. */
const DRAFT_KEY = 'sillage.contact-draft';

function readDraft(): { subject: string; message: string } {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as { subject?: unknown; message?: unknown };
    return {
      subject: typeof draft.subject === 'string' ? draft.subject : '',
      message: typeof draft.message === 'string' ? draft.message : '',
    };
  } catch {
    return { subject: '', message: '' };
  }
}

function writeDraft(draft: { subject: string; message: string } | null) {
  try {
    if (draft && (draft.subject || draft.message)) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage refused (private mode, quota): the form still works, only the draft is not kept.
  }
}

/**
 * The contact form of /contact and /support: name, e-mail, topic, subject and message, checked with the schema the
 * server uses. A signed-in sender finds their name and address filled in. On any error every field keeps its value.
 */
export function ContactForm({
  page,
  defaultTopic,
  sender,
}: {
  page: ContactPage;
  defaultTopic: ContactTopic;
  sender: { name: string; email: string } | null;
}) {
  const send = useSendContactMessage();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { name: '', email: '', topic: defaultTopic, ...readDraft(), page },
    validate: schemaResolver(ContactMessageInputSchema),
    onValuesChange: ({ subject, message }) => writeDraft({ subject, message }),
  });

  // The session arrives after the first render: fill in what the sender has not typed yet.
  const { setFieldValue, getValues } = form;
  useEffect(() => {
    if (!sender) return;
    if (!getValues().name) setFieldValue('name', sender.name);
    if (!getValues().email) setFieldValue('email', sender.email);
  }, [sender, setFieldValue, getValues]);

  const handleSubmit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await send.mutateAsync({ ...values, topic: values.topic as ContactTopic });
      writeDraft(null);
      setSentTo(values.email.trim());
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 422) {
        const issues = (caught.details as { issues?: Array<{ path: string; message: string }> } | undefined)?.issues;
        issues?.forEach((issue) => form.setFieldError(issue.path, issue.message));
        setError('Some fields need another look; your message is still here.');
      } else if (caught instanceof ApiError) {
        setError(`${caught.message} Your message is still here.`);
      } else {
        setError('Your message could not be sent (no connection?). It is still here: please try again.');
      }
    }
  });

  if (sentTo) {
    return (
      <Stack gap="sm" role="status" py="md" data-testid="contact-sent">
        <Group gap="xs">
          <IconCircleCheck size={22} stroke={1.5} color="var(--sl-success)" />
          <Title order={3}>Message sent</Title>
        </Group>
        <Text c="dimmed" lh={1.65}>
          Thank you. Your message is with the administrators of this deployment; they will answer at {sentTo}.
        </Text>
        <Group>
          <Button
            variant="default"
            onClick={() => {
              form.setValues({ subject: '', message: '' });
              form.resetDirty();
              setSentTo(null);
            }}
          >
            Write another message
          </Button>
        </Group>
      </Stack>
    );
  }

  const messageLength = form.getValues().message.length;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Contact form">
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput label="E-mail" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        </SimpleGrid>
        <Select
          label="Topic"
          required
          data={CONTACT_TOPICS.map((value) => ({ value, label: CONTACT_TOPIC_LABELS[value] }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('topic')}
        />
        <TextInput label="Subject" required maxLength={200} {...form.getInputProps('subject')} />
        <Textarea
          label="Message"
          required
          autosize
          minRows={6}
          maxRows={16}
          description={`${messageLength} / ${CONTACT_MESSAGE_MAX_LENGTH} characters`}
          {...form.getInputProps('message')}
        />
        <Group justify="space-between" align="center">
          <Text size="xs" c="dimmed" maw={420}>
            Your name, address and message are stored and sent to the administrators only, to answer you.
          </Text>
          <Button type="submit" loading={send.isPending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
