// The rich-text editor's toolbar (ra-input-rich-text asks react-admin for `ra.tiptap.*`; react-admin's
// language packages have none, so without these every language showed its English defaults).
export const richTextEnglish = {
  ra: {
    tiptap: {
      align_left: 'Align left',
      align_right: 'Align right',
      align_center: 'Center',
      align_justify: 'Justify',
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      strike: 'Strikethrough',
      code: 'Code',
      link: 'Add a link',
      list_bulleted: 'Bulleted list',
      list_numbered: 'Numbered list',
      blockquote: 'Blockquote',
      clear_format: 'Clear format',
      image: 'Image',
      image_dialog: 'Image URL',
      color: 'Color',
      highlight: 'Highlight',
      select_level: 'Select the level',
      current_level: 'Current level',
      paragraph: 'Normal',
      heading1: 'Heading 1',
      heading2: 'Heading 2',
      heading3: 'Heading 3',
      heading4: 'Heading 4',
      heading5: 'Heading 5',
      heading6: 'Heading 6',
    },
  },
};

/** Every language gives every toolbar text (the type makes a missing one a compile error). */
export type RichTextMessages = typeof richTextEnglish;
