// The rich text editor's toolbar: labelled toggle buttons that show the formatting at the caret.
// Pressing a button must not move the focus out of the text (the selection would be lost), so
// mouse presses are cancelled and the command runs on click.
import { clsx } from 'clsx';
import { Bold, Heading, Italic, Link2, Link2Off, List, ListOrdered, type LucideIcon } from 'lucide-react';

export interface FormatState {
  bold: boolean;
  italic: boolean;
  heading: boolean;
  ul: boolean;
  ol: boolean;
  link: boolean;
}

interface EditorToolbarProps {
  label: string;
  /** Id of the text box the toolbar formats. */
  controls: string;
  format: FormatState;
  onCommand: (command: string) => void;
  onHeading: () => void;
  onLink: () => void;
}

function ToolbarButton({
  label,
  icon: Icon,
  pressed,
  onPress,
}: {
  label: string;
  icon: LucideIcon;
  pressed: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
      className={clsx(
        'inline-flex size-8 items-center justify-center rounded-md transition-colors',
        pressed ? 'bg-brand-100 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

export function EditorToolbar({ label, controls, format, onCommand, onHeading, onLink }: EditorToolbarProps) {
  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 px-1.5 py-1"
    >
      <ToolbarButton label="Bold" icon={Bold} pressed={format.bold} onPress={() => onCommand('bold')} />
      <ToolbarButton
        label="Italic"
        icon={Italic}
        pressed={format.italic}
        onPress={() => onCommand('italic')}
      />
      <ToolbarButton label="Heading" icon={Heading} pressed={format.heading} onPress={onHeading} />
      <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden="true" />
      <ToolbarButton
        label="Bulleted list"
        icon={List}
        pressed={format.ul}
        onPress={() => onCommand('insertUnorderedList')}
      />
      <ToolbarButton
        label="Numbered list"
        icon={ListOrdered}
        pressed={format.ol}
        onPress={() => onCommand('insertOrderedList')}
      />
      <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden="true" />
      <ToolbarButton
        label={format.link ? 'Remove link' : 'Link'}
        icon={format.link ? Link2Off : Link2}
        pressed={format.link}
        onPress={onLink}
      />
    </div>
  );
}
