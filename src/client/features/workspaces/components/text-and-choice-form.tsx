import { Button, Group, Select, TextInput } from '@mantine/core';

type TextAndChoiceFormProps<Choice extends string> = {
  text: { label: string; value: string; onChange: (value: string) => void; placeholder: string; minWidth: number };
  choice: {
    label: string;
    options: readonly Choice[];
    value: Choice;
    onChange: (value: Choice) => void;
    width: number;
  };
  submit: { label: string; onSubmit: () => void; pending: boolean };
};

/**
 * The one-line form of the /workspace cards: a text (a key's name, an address), a choice from a fixed list (scope,
 * role) and a button that is off while the text is blank (API keys, invitations).
 */
export function TextAndChoiceForm<Choice extends string>({ text, choice, submit }: TextAndChoiceFormProps<Choice>) {
  return (
    <Group align="end" wrap="wrap">
      <TextInput
        label={text.label}
        value={text.value}
        onChange={(event) => text.onChange(event.currentTarget.value)}
        placeholder={text.placeholder}
        style={{ flex: 1, minWidth: text.minWidth }}
      />
      <Select
        label={choice.label}
        data={choice.options.map((option) => ({ value: option, label: option }))}
        value={choice.value}
        allowDeselect={false}
        onChange={(value) => value && choice.onChange(value as Choice)}
        w={choice.width}
      />
      <Button onClick={submit.onSubmit} loading={submit.pending} disabled={!text.value.trim()}>
        {submit.label}
      </Button>
    </Group>
  );
}
