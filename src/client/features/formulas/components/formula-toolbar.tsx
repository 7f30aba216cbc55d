import { ActionIcon, Badge, Button, Menu, Text, TextInput, Tooltip } from '@mantine/core';
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
import { memo, type ComponentProps } from 'react';

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

/**
 * A command: its icon and its words, the words left out on a phone where the icon stands alone (the button keeps its
 * aria-label). The props go to the button, so a menu can open from it (Menu.Target gives it a ref and handlers).
 */
function CommandButton({
  icon: Icon,
  label,
  className,
  ...props
}: { icon: typeof IconHistory; label: string } & Omit<ComponentProps<'button'>, 'children'>) {
  return (
    <Button
      {...props}
      variant="subtle"
      className={className ? `formula-toolbar-command ${className}` : 'formula-toolbar-command'}
      leftSection={<Icon size={16} />}
      aria-label={label}
    >
      <span className="formula-toolbar-label">{label}</span>
    </Button>
  );
}

// At least 160 px, then as wide as the name (app.css: field-sizing) where the row has room: the commands and Save
// stay on the name's row, and a name longer than the room left scrolls in its field.
const NAME_STYLE = { flex: '1 1 160px', minWidth: 160, maxWidth: 'max-content' };
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
    // Its box (padding, gaps, border) is app.css' .formula-toolbar, shared with the editor's loading block: a plain
    // element, as Mantine's Group would set its own gap inline.
    <div className="formula-toolbar">
      <NameField name={name} onNameChange={onNameChange} />
      {version > 0 && (
        <Badge variant="light" data-testid="formula-version" style={{ flex: 'none' }}>
          v{version}
        </Badge>
      )}
      <SaveStatus status={status} />
      <ToolbarCommands {...commands} />
    </div>
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
      <CommandButton icon={IconHistory} label="History" onClick={props.onOpenHistory} />
      <CommandButton icon={IconScale} label="Batch" onClick={props.onOpenBatch} />
      <Menu position="bottom-end">
        <Menu.Target>
          <CommandButton icon={IconDownload} label="Export" />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => props.onExport('json')}>JSON</Menu.Item>
          <Menu.Item onClick={() => props.onExport('csv')}>CSV</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {props.canDuplicate && <CommandButton icon={IconCopy} label="Duplicate" onClick={props.onDuplicate} />}
      {props.canDuplicate && props.onShare && <CommandButton icon={IconShare} label="Share" onClick={props.onShare} />}
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
