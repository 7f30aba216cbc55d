import { Alert, Badge, Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { findSdsSubsectionTitle } from '../../../../domain/clp/find-sds-subsection-title.ts';
import { formatDocumentDate } from '../../../../domain/shared/format-dates.ts';
import { useSaveSdsTemplate, useSdsTemplates, type SdsTemplate, type SdsTemplateForm } from '../api/sds-templates.ts';

const FORMS: { value: SdsTemplateForm; label: string }[] = [
  { value: 'concentrate', label: 'Fragrance concentrate' },
  { value: 'essentialOilBlend', label: 'Essential-oil blend' },
];

const toLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * One SDS subsection's template: its text (one paragraph a line) and its review. Saving a changed text keeps it
 * "Template — not reviewed"; only "Mark reviewed" clears it, recording who and when.
 */
function TemplateCard({
  template,
  productForm,
  canEdit,
}: {
  template: SdsTemplate;
  productForm: SdsTemplateForm;
  canEdit: boolean;
}) {
  const save = useSaveSdsTemplate(productForm);
  const [text, setText] = useState(template.lines.join('\n'));
  const isChanged = text !== template.lines.join('\n');
  const lines = toLines(text);
  return (
    <Card withBorder radius="md" aria-label={`Subsection ${template.subsection}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Text size="xs" c="dimmed" fw={600}>
              Subsection {template.subsection}
            </Text>
            <Title order={4} fz="md" lh={1.35}>
              {findSdsSubsectionTitle(template.subsection) ?? `Subsection ${template.subsection}`}
            </Title>
          </div>
          <Group gap={6}>
            {template.isDefault && (
              <Badge variant="light" tt="none">
                Sillage default
              </Badge>
            )}
            {template.reviewed ? (
              <Badge color="green" variant="dot" tt="none">
                Reviewed{template.reviewedAt ? ` on ${formatDocumentDate(template.reviewedAt)}` : ''}
              </Badge>
            ) : (
              <Badge color="orange" variant="dot" tt="none">
                Template — not reviewed
              </Badge>
            )}
          </Group>
        </Group>
        <Textarea
          aria-label={`Text of subsection ${template.subsection}`}
          rows={Math.max(2, template.lines.length + 1)}
          // Grows with its text where the browser can (a wrapped line on a phone is not cut off).
          styles={{ input: { fieldSizing: 'content', minHeight: '4.5em', maxHeight: '28em' } }}
          value={text}
          readOnly={!canEdit}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {save.error && <Alert color="red">{save.error.message}</Alert>}
        {canEdit && (
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              size="xs"
              disabled={!isChanged || lines.length === 0}
              loading={save.isPending && !save.variables.reviewed}
              onClick={() => save.mutate({ subsection: template.subsection, lines, reviewed: false })}
            >
              Save text
            </Button>
            <Button
              size="xs"
              disabled={lines.length === 0 || (template.reviewed && !isChanged)}
              loading={save.isPending && save.variables.reviewed}
              onClick={() => save.mutate({ subsection: template.subsection, lines, reviewed: true })}
            >
              Mark reviewed
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The workspace's SDS templates per product form (REACH Annex II subsections the formula's data cannot fill):
 * every role reads them; the regulatory role (and owner, admin) edits them and marks each one reviewed.
 */
export function SdsTemplatesEditor({ canEdit }: { canEdit: boolean }) {
  const [productForm, setProductForm] = useState<SdsTemplateForm>('concentrate');
  const templates = useSdsTemplates(productForm);
  const unreviewed = templates.data?.filter((template) => !template.reviewed).length ?? 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Select
          label="Product form"
          data={FORMS}
          value={productForm}
          allowDeselect={false}
          onChange={(value) => value && setProductForm(value as SdsTemplateForm)}
        />
        {templates.data && (
          <Text size="sm" c="dimmed">
            {unreviewed === 0
              ? 'Every subsection is reviewed.'
              : `${unreviewed} of ${templates.data.length} subsections print “Template — not reviewed”.`}
          </Text>
        )}
      </Group>
      {!canEdit && (
        <Text size="sm" c="dimmed">
          Your role reads the templates; the regulatory role edits and reviews them.
        </Text>
      )}
      {templates.isError && <Alert color="red">{templates.error.message}</Alert>}
      {templates.data?.map((template) => (
        <TemplateCard
          key={`${productForm}-${template.subsection}-${template.lines.join('\n')}-${template.reviewed}`}
          template={template}
          productForm={productForm}
          canEdit={canEdit}
        />
      ))}
    </Stack>
  );
}
