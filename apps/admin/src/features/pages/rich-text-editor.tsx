import Heading from '@tiptap/extension-heading';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './rich-text-editor.module.css';
import { texts } from './texts.ts';

const t = texts.toolbar;

/**
 * A heading keeps its `id` (a page's anchor, such as a policy's `#privacy-policy`) through every
 * edit: the editor reads it, writes it back, and never copies it onto the heading a split makes.
 */
const AnchoredHeading = Heading.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      id: {
        default: null,
        keepOnSplit: false,
        parseHTML: (element: HTMLElement) => element.getAttribute('id'),
        renderHTML: (attributes: { id?: string | null }) =>
          attributes.id ? { id: attributes.id } : {},
      },
    };
  },
}).configure({ levels: [2, 3] });

/** Only what the server's allow-list keeps: paragraphs, h2/h3, bold, italic, lists, links, quotes. */
const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: false,
      // The shop's links stay in the page; the server keeps only `href`.
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => /^(https?:|mailto:|\/(?!\/)|#)/i.test(url),
    },
  }),
  AnchoredHeading,
];

type Props = {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** The HTML the editor starts from, and is reset to when it changes from outside. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  lang: 'en' | 'fr';
};

/** A rich-text field: a small toolbar over the editable text, its label, rule and error. */
export function RichTextEditor({ label, hint, error, value, onChange, onBlur, lang }: Props) {
  const id = useId();
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(hint || error ? { 'aria-describedby': `${id}-hint ${id}-error` } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        lang,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  // A value set from outside (the form reset after a save) replaces the text.
  useEffect(() => {
    if (editor.getHTML() !== value && !(editor.isEmpty && value === ''))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={cx(styles.frame, error && styles.invalid)}>
        <Toolbar editor={editor} />
        <EditorContent editor={editor} />
      </div>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

/** A tool's drawn mark: decoration, the button's name says what it does. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      quote: e.isActive('blockquote'),
      anchor: (e.getAttributes('heading').id as string | null | undefined) ?? null,
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t.linkPrompt, previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const button = (name: string, pressed: boolean, run: () => void, mark: ReactNode) => (
    <button
      type="button"
      className={styles.tool}
      aria-pressed={pressed}
      aria-label={name}
      title={name}
      onClick={run}
    >
      {mark}
    </button>
  );
  return (
    <div role="toolbar" aria-label={t.label} className={styles.toolbar}>
      {button(t.heading2, state.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
      {button(t.heading3, state.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
      <span className={styles.separator} aria-hidden="true" />
      {button(t.bold, state.bold, () => chain().toggleBold().run(), <b>B</b>)}
      {button(t.italic, state.italic, () => chain().toggleItalic().run(), <i>I</i>)}
      <span className={styles.separator} aria-hidden="true" />
      {button(
        t.bulletList,
        state.bulletList,
        () => chain().toggleBulletList().run(),
        <Glyph>
          <path d="M9 6h11M9 12h11M9 18h11" />
          <circle cx="4.5" cy="6" r="1" />
          <circle cx="4.5" cy="12" r="1" />
          <circle cx="4.5" cy="18" r="1" />
        </Glyph>,
      )}
      {button(
        t.orderedList,
        state.orderedList,
        () => chain().toggleOrderedList().run(),
        <Glyph>
          <path d="M10 6h10M10 12h10M10 18h10M4 4.5 5.5 4v4M4 14.5a1.5 1.5 0 1 1 2.5 1L4 19h3" />
        </Glyph>,
      )}
      {button(
        t.quote,
        state.quote,
        () => chain().toggleBlockquote().run(),
        <span className={styles.quoteMark}>“</span>,
      )}
      {button(
        t.link,
        state.link,
        setLink,
        <Glyph>
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </Glyph>,
      )}
      {state.anchor && <span className={styles.anchor}>{t.anchor(state.anchor)}</span>}
    </div>
  );
}
