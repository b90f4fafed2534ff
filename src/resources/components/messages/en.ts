// English texts of the components catalogue (the default and the fallback). Other locales mirror its keys.
export const en = {
  components: {
    title: "Components",
    intro: "The shared pieces every plugin builds its screens with: what each is for, how to import it, its props, and the piece itself at work. See docs/plugins.md.",
    props: "Props", prop: "Prop", type: "Type", example: "At work",
    pieces: {
      result: { name: "Result dialog", purpose: "Ends every action: a success, information or error message with Close. The layout provides it once." },
      resultOnSuccess: { name: "Result after react-admin's saves", purpose: "Mutation options for Create, Edit and the delete buttons: the resource's own message in the result dialog, then back or refreshed." },
      editDelete: { name: "Edit and Delete buttons", purpose: "A row's two icon buttons, named for the row so a screen reader says which." },
      logo: { name: "App logo", purpose: "An app's logo from a URL or an uploaded picture, or a lettered tile when there is none or it fails to load." },
      table: { name: "Section list", purpose: "A react-admin list inside a page section: search, sortable columns, the \"Showing X-Y of Z items\" pager and an empty state; it wraps at 375 px." },
    },
    samples: {
      success: "Show a success", error: "Show an error", saved: "Sample saved successfully", refused: "The sample could not be saved: it is only a sample",
      resultOnSuccess: "Used as <Create mutationOptions={useResultOnSuccess('created', to)}>: no snackbar, the dialog instead.",
      tableCaption: "Samples", name: "Name", empty: "No sample matches.",
    },
  },
};

export type ComponentsMessages = typeof en;
