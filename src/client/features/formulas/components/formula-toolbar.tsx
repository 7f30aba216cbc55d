import { ActionIcon, Badge, Button, Group, Menu, Text, TextInput, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconCopy,
  IconDeviceFloppy,
  IconDownload,
  IconHistory,
  IconKeyboard,
  IconScale,
  IconShare,
} from '@tabler/icons-react';
import { memo } from 'react';

type Props = {
  name: string;
  onNameChange: (name: string) => void;
  version: number;
  status: string;
  isSaving: boolean;
  canUndo: boolean;
  canRedo: boolean;
  canDuplicate: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onFocusGrid: () => void;
  onOpenHistory: () => void;
  onOpenBatch: () => void;
  onExport: (format: 'json' | 'csv') => void;
  onDuplicate: () => void;
  /** Shares the saved formula read-only (absent: not offered). */
  onShare?: () => void;
};

/** A button's words, left out on a phone where the icon stands alone (the button keeps its aria-label). */
const Label = ({ children }: { children: string }) => <span className="formula-toolbar-label">{children}</span>;

const NAME_STYLE = { flex: '1 1 200px', minWidth: 160 };
const NAME_STYLES = { input: { fontFamily: 'var(--font-reports, inherit)', fontSize: 22, fontWeight: 600 } };

/** The formula's name: the one part of the toolbar a keystroke in it re-renders. */
const NameField = memo(function NameField({ name, onNameChange }: Pick<Props, 'name' | 'onNameChange'>) {
  return (
    <TextInput
      aria-label="Formula name"
      value={name}
      onChange={(event) => onNameChange(event.currentTarget.value)}
      variant="unstyled"
      size="lg"
      style={NAME_STYLE}
      styles={NAME_STYLES}
    />
  );
});

/**
 * Name, version, save state and the editor's commands. Memoised, and the commands apart from the name: typing in
 * the grid does not re-render the toolbar, typing the name re-renders the name field only.
 */
export const FormulaToolbar = memo(function FormulaToolbar({
  name,
  onNameChange,
  version,
  status,
  ...commands
}: Props) {
  return (
    // Its box (padding, gaps, border) is app.css' .formula-toolbar, shared with the editor's loading block.
    <Group className="formula-toolbar">
      <NameField name={name} onNameChange={onNameChange} />
      {version > 0 && (
        <Badge variant="light" data-testid="formula-version" style={{ flex: 'none' }}>
          v{version}
        </Badge>
      )}
      <SaveStatus status={status} />
      <ToolbarCommands {...commands} />
    </Group>
  );
});

const STATUS_STYLE = { whiteSpace: 'nowrap' } as const;

/**
 * "Unsaved changes", "Saved 10:42": apart from the commands, so the first keystroke after a save (which changes it)
 * re-renders this line of text, not the toolbar's buttons, tooltips and menu (5 ms of that keystroke).
 */
const SaveStatus = memo(function SaveStatus({ status }: { status: string }) {
  return (
    <Text
      size="sm"
      c="dimmed"
      role="status"
      aria-live="polite"
      data-testid="formula-save-state"
      className="formula-toolbar-status"
      style={STATUS_STYLE}
    >
      {status}
    </Text>
  );
});

const ToolbarCommands = memo(function ToolbarCommands(
  props: Omit<Props, 'name' | 'onNameChange' | 'version' | 'status'>,
) {
  return (
    <>
      <Tooltip label="Edit ingredients from the keyboard (arrows, Enter to edit, Escape to cancel)">
        <ActionIcon
          variant="subtle"
          aria-label="Edit ingredients with the keyboard"
          onClick={props.onFocusGrid}
          className="formula-toolbar-keyboard"
        >
          <IconKeyboard size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Undo (Ctrl+Z)">
        <ActionIcon variant="subtle" aria-label="Undo" onClick={props.onUndo} disabled={!props.canUndo}>
          <IconArrowBackUp size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Redo (Ctrl+Shift+Z)">
        <ActionIcon variant="subtle" aria-label="Redo" onClick={props.onRedo} disabled={!props.canRedo}>
          <IconArrowForwardUp size={18} />
        </ActionIcon>
      </Tooltip>
      <Button
        variant="subtle"
        className="formula-toolbar-command"
        leftSection={<IconHistory size={16} />}
        onClick={props.onOpenHistory}
        aria-label="History"
      >
        <Label>History</Label>
      </Button>
      <Button
        variant="subtle"
        className="formula-toolbar-command"
        leftSection={<IconScale size={16} />}
        onClick={props.onOpenBatch}
        aria-label="Batch"
      >
        <Label>Batch</Label>
      </Button>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button
            variant="subtle"
            className="formula-toolbar-command"
            leftSection={<IconDownload size={16} />}
            aria-label="Export"
          >
            <Label>Export</Label>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => props.onExport('json')}>JSON</Menu.Item>
          <Menu.Item onClick={() => props.onExport('csv')}>CSV</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {props.canDuplicate && (
        <Button
          variant="subtle"
          className="formula-toolbar-command"
          leftSection={<IconCopy size={16} />}
          onClick={props.onDuplicate}
          aria-label="Duplicate"
        >
          <Label>Duplicate</Label>
        </Button>
      )}
      {props.canDuplicate && props.onShare && (
        <Button
          variant="subtle"
          className="formula-toolbar-command"
          leftSection={<IconShare size={16} />}
          onClick={props.onShare}
          aria-label="Share"
        >
          <Label>Share</Label>
        </Button>
      )}
      {/* aria-busy, not `loading`: a loading button is disabled, and the focus would fall to the page on every save. */}
      <Button
        className="formula-toolbar-save"
        leftSection={<IconDeviceFloppy size={16} />}
        onClick={props.onSave}
        aria-busy={props.isSaving}
        data-saving={props.isSaving || undefined}
      >
        Save
      </Button>
    </>
  );
});
