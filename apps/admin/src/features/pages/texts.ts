/** The informational pages' screens. */
export const texts = {
  contentTabs: {
    label: 'Content',
    home: 'Home page',
    pages: 'Pages',
    blog: 'Blog',
    faqs: 'FAQs',
  },
  list: {
    title: 'Pages',
    intro:
      'The shop’s informational pages, in English and French. A saved page shows in the shop at once.',
    tableLabel: 'Pages',
    page: 'Page',
    updated: 'Last saved',
    empty: 'The shop has no informational pages.',
  },
  edit: {
    back: 'All pages',
    title: (name: string) => `Edit “${name}”`,
    loading: 'Page',
    english: 'English',
    french: 'French',
    eyebrow: 'Line above the title',
    title_: 'Title',
    lede: 'Introduction',
    body: 'Text',
    bodyHint:
      'Headings, bold, italic, lists, links and quotes. Write {{brand}} where the shop’s name goes.',
    anchorsHint:
      'The four section headings marked with an anchor are where the shop’s links point: change their words, keep the headings.',
    save: 'Save page',
    saved: 'Page saved. The shop shows it now.',
    leaveTitle: 'Leave without saving?',
    leaveBody: 'Your changes to this page are not saved.',
    leave: 'Leave',
  },
  toolbar: {
    label: 'Text formatting',
    heading2: 'H2 heading',
    heading3: 'H3 subheading',
    bold: 'Bold',
    italic: 'Italic',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    link: 'Link',
    unlink: 'Remove link',
    quote: 'Quote',
    linkPrompt: 'Link address (https://…, mailto:…, /path or #anchor)',
    anchor: (id: string) => `Anchor #${id}`,
  },
} as const;
