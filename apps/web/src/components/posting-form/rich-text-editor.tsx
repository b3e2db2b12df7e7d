// A small rich text editor without dependencies: a contentEditable box with a toolbar of labelled
// buttons (bold, italic, heading, lists, link) driven by the browser's editing commands. What it
// reports is always the allowed HTML (allowed-html.ts), so the form and the preview hold exactly
// what will be saved.
import { clsx } from 'clsx';
import {
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { toAllowedHtml } from './allowed-html.ts';
import { EditorToolbar, type FormatState } from './editor-toolbar.tsx';
import { LinkForm } from './link-form.tsx';
import { RICH_TEXT_CLASSES } from './rich-text-styles.ts';

interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** react-hook-form's field ref, so a failed submit can focus the editor. */
  ref?: Ref<HTMLDivElement>;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
}

const NO_FORMAT: FormatState = {
  bold: false,
  italic: false,
  heading: false,
  ul: false,
  ol: false,
  link: false,
};

function selectionInside(element: HTMLElement): Range | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return element.contains(range.commonAncestorContainer) ? range : null;
}

function formatAtSelection(element: HTMLElement): FormatState {
  const range = selectionInside(element);
  if (!range) return NO_FORMAT;
  const node = range.startContainer;
  const start = node.nodeType === 1 ? (node as Element) : node.parentElement;
  return {
    bold: document.queryCommandState('bold'),
    italic: document.queryCommandState('italic'),
    heading: /^h[1-6]$/i.test(document.queryCommandValue('formatBlock')),
    ul: document.queryCommandState('insertUnorderedList'),
    ol: document.queryCommandState('insertOrderedList'),
    link: Boolean(start?.closest('a') && element.contains(start.closest('a'))),
  };
}

export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  ref,
  error,
  hint,
  placeholder,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const editorRef = useRef<HTMLDivElement | null>(null);
  /** The HTML this editor last reported: a different value comes from outside (load, reset). */
  const lastReported = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [format, setFormat] = useState<FormatState>(NO_FORMAT);
  const [linkOpen, setLinkOpen] = useState(false);

  const setRefs = useCallback(
    (element: HTMLDivElement | null) => {
      editorRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  useLayoutEffect(() => {
    const element = editorRef.current;
    if (!element || value === lastReported.current) return;
    element.innerHTML = toAllowedHtml(value);
    lastReported.current = value;
  }, [value]);

  useEffect(() => {
    const update = () => {
      if (editorRef.current) setFormat(formatAtSelection(editorRef.current));
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  const report = () => {
    const element = editorRef.current;
    if (!element) return;
    const html = toAllowedHtml(element.innerHTML);
    lastReported.current = html;
    onChange(html);
    setFormat(formatAtSelection(element));
  };

  const run = (command: string, argument?: string) => {
    editorRef.current?.focus();
    document.execCommand(command, false, argument);
    report();
  };

  const toggleHeading = () => run('formatBlock', format.heading ? 'p' : 'h3');

  const openLink = () => {
    const element = editorRef.current;
    if (!element) return;
    if (format.link) {
      run('unlink');
      return;
    }
    savedRange.current = selectionInside(element)?.cloneRange() ?? null;
    setLinkOpen(true);
  };

  const insertLink = (address: string) => {
    const element = editorRef.current;
    setLinkOpen(false);
    if (!element) return;
    element.focus();
    const selection = window.getSelection();
    const range = savedRange.current;
    if (selection && range) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
    if (!range || range.collapsed) {
      // Nothing selected: the address itself becomes the link text.
      const text = document.createElement('span');
      text.textContent = address;
      run('insertHTML', `<a href="${address.replace(/"/g, '&quot;')}">${text.innerHTML}</a>`);
    } else {
      run('createLink', address);
    }
  };

  return (
    <div>
      <div id={labelId} className="block text-sm font-medium text-slate-800">
        {label}
      </div>
      <div
        className={clsx(
          'mt-1.5 overflow-hidden rounded-lg border bg-white shadow-sm focus-within:outline-2 focus-within:-outline-offset-1',
          error
            ? 'border-red-500 focus-within:outline-red-600'
            : 'border-slate-300 focus-within:outline-brand-600 hover:border-slate-400',
        )}
      >
        <EditorToolbar
          label={`${label} formatting`}
          controls={id}
          format={format}
          onCommand={run}
          onHeading={toggleHeading}
          onLink={openLink}
        />
        {linkOpen ? <LinkForm onSubmit={insertLink} onCancel={() => setLinkOpen(false)} /> : null}
        <div className="relative">
          {value === '' && placeholder ? (
            <p
              aria-hidden="true"
              className="pointer-events-none absolute top-3 left-3 text-sm text-slate-500"
            >
              {placeholder}
            </p>
          ) : null}
          {/* biome-ignore lint/a11y/useSemanticElements: a rich text box has no native element; role="textbox" with aria-multiline is the ARIA pattern for it */}
          <div
            ref={setRefs}
            id={id}
            role="textbox"
            tabIndex={0}
            aria-multiline="true"
            aria-labelledby={labelId}
            aria-describedby={error || hint ? messageId : undefined}
            aria-invalid={error ? true : undefined}
            contentEditable
            suppressContentEditableWarning
            onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
            onInput={report}
            onBlur={onBlur}
            onPaste={(event) => {
              // Pasted pages bring their own markup; only the allowed tags (or plain text) go in.
              event.preventDefault();
              const html = event.clipboardData.getData('text/html');
              if (html) run('insertHTML', toAllowedHtml(html));
              else run('insertText', event.clipboardData.getData('text/plain'));
            }}
            className={clsx(RICH_TEXT_CLASSES, 'min-h-40 px-3 py-3 text-slate-900 focus:outline-none')}
          />
        </div>
      </div>
      {error ? (
        <p id={messageId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
