// A page's content with its preview data filled in (the shared logic-less engine of contract/
// placeholdersRules.ts, prototype access off), or why it cannot be rendered.
import { parseSampleData, renderTemplate, templateSyntaxError } from '../../../../contract/placeholdersRules';

export type Rendered = { html: string } | { error: string };

export function renderPage(content: string, dataForPreview: string): Rendered {
  const data = parseSampleData(dataForPreview);
  if ('error' in data) return { error: data.error };
  const syntax = templateSyntaxError(content);
  if (syntax) return { error: syntax };
  return { html: renderTemplate(content, data.data, { html: true }) };
}
