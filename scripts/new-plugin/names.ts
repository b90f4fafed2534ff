// The spellings of a new domain's name that its files use, derived from the one name given on the
// command line (lowercase camelCase letters, e.g. `supportTickets`).

export interface DomainNames {
  /** As given: the console folder, the server folder, the plugin, the resource (`supportTickets`). */
  name: string;
  /** Type and component prefix for the whole list (`SupportTickets`). */
  Plural: string;
  /** One record's type and component prefix (`SupportTicket`); the name when it does not end in s. */
  Singular: string;
  /** One record, in camelCase (`supportTicket`): the store and the routes. */
  singular: string;
  /** URL segments (`support-tickets`). */
  kebab: string;
  /** The table and the flags (`support_tickets`). */
  snake: string;
  /** Constants (`SUPPORT_TICKETS`, `SUPPORT_TICKET`). */
  CONSTANT: string;
  SINGULAR_CONSTANT: string;
  /** Display texts: the menu (`Support Tickets`), one record (`Support ticket`), in a sentence (`support tickets`). */
  title: string;
  singularLabel: string;
  pluralLabel: string;
}

/** Lowercase camelCase letters: `widgets`, `supportTickets` (no digits, no two capitals in a row). */
export const NAME_PATTERN = /^[a-z]+(?:[A-Z][a-z]+)*$/;
export const NAME_MAX = 40;

/** A reason the name cannot be a domain name, or undefined. */
export function nameProblem(name: string): string | undefined {
  if (!name) return 'Give the new domain a name: npm run new-plugin <name>, e.g. npm run new-plugin widgets';
  if (!NAME_PATTERN.test(name)) {
    return `"${name}" is not a domain name: use lowercase camelCase letters only, starting with a lowercase letter `
      + '(e.g. widgets, supportTickets; no digits, dashes, underscores or two capitals in a row)';
  }
  if (name.length > NAME_MAX) return `"${name}" is too long: at most ${NAME_MAX} letters`;
  if (name.length < 3) return `"${name}" is too short: at least 3 letters`;
  return undefined;
}

const words = (name: string) => name.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A plain English singular of the last word: tickets → ticket, categories → category, boxes → box; status stays. */
export function singularOf(word: string): string {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word) && !/is$/.test(word)) return word.slice(0, -1);
  return word;
}

export function domainNames(name: string): DomainNames {
  const parts = words(name);
  const singularParts = [...parts.slice(0, -1), singularOf(parts[parts.length - 1])];
  const pascal = (list: string[]) => list.map(capitalised).join('');
  const sentence = (list: string[]) => capitalised(list.join(' '));
  return {
    name,
    Plural: pascal(parts),
    Singular: pascal(singularParts),
    singular: singularParts[0] + pascal(singularParts.slice(1)),
    kebab: parts.join('-'),
    snake: parts.join('_'),
    CONSTANT: parts.join('_').toUpperCase(),
    SINGULAR_CONSTANT: singularParts.join('_').toUpperCase(),
    title: parts.map(capitalised).join(' '),
    singularLabel: sentence(singularParts),
    pluralLabel: parts.join(' '),
  };
}
